import { useCallback, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { NoticeProvider, useNotice } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { PickerField } from '../shared/picker-field';
import { usePickedValue } from '../shared/use-picked-value';
import { UserPickerDialog } from './user-picker-dialog';
import { echoUsers, type PickerUser } from './user-query';

/** Modal width 1250 by default (1200 in some uses). */
export const USER_PICKER_WIDTH = 1250;

export interface UserPickerProps {
  /** The stored values, comma-separated (usernames unless `storeField` says otherwise). */
  value?: string;
  /** Pick several users; default one. */
  multiple?: boolean;
  /** The user field stored in the value; default `username`. */
  storeField?: string;
  /** The user field shown; default `realname`. */
  textField?: string;
  /** The dialog's width in pixels; default 1250. */
  modalWidth?: number;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's confirm only, never when the host sets `value`. */
  onChange?: (change: PickerChange<PickerUser>) => void;
  formControl?: FormControl;
}

/** The user-by-department picker: the chosen users' names and a dialog to choose them. */
export function UserPicker(props: UserPickerProps): ReactElement {
  return (
    <NoticeProvider>
      <UserPickerField {...props} />
    </NoticeProvider>
  );
}

function UserPickerField(props: UserPickerProps): ReactElement {
  const { multiple = false, storeField = 'username', textField = 'realname', modalWidth = USER_PICKER_WIDTH, disabled = false } = props;
  const { message } = useNotice();
  const [open, setOpen] = useState(false);
  const echo = useCallback((values: string[]) => echoUsers(storeField, values), [storeField]);
  const onError = useCallback((text: string) => message.error(text), [message]);
  const picked = usePickedValue<PickerUser>({ ...props, storeField, textField, echo, onError });
  return (
    <>
      <PickerField text={picked.text} placeholder={props.placeholder} disabled={disabled} onOpen={() => setOpen(true)} />
      <UserPickerDialog
        open={open}
        multiple={multiple}
        storeField={storeField}
        chosen={picked.chosen}
        width={modalWidth}
        onCancel={() => setOpen(false)}
        onConfirm={(users) => {
          setOpen(false);
          picked.pick(users);
        }}
      />
    </>
  );
}
