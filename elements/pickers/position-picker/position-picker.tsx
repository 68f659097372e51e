import { useCallback, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { NoticeProvider, useNotice } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { PickerField } from '../shared/picker-field';
import { usePickedValue } from '../shared/use-picked-value';
import { PositionPickerDialog } from './position-picker-dialog';
import { echoPositions, type PickerPosition } from './position-query';

/** The spec gives no width for this dialog; three columns read well at 800. */
export const POSITION_PICKER_WIDTH = 800;

export interface PositionPickerProps {
  /** The stored values, comma-separated (position codes unless `storeField` says otherwise). */
  value?: string;
  /** Pick several positions; default one. */
  multiple?: boolean;
  /** The position field stored in the value; default `code` (the record carries `id` too). */
  storeField?: string;
  /** The position field shown; default `name`. */
  textField?: string;
  /** The dialog's width in pixels; default 800. */
  modalWidth?: number;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's confirm only, never when the host sets `value`. */
  onChange?: (change: PickerChange<PickerPosition>) => void;
  formControl?: FormControl;
}

/** The position picker: the chosen positions' names and a dialog to choose them. */
export function PositionPicker(props: PositionPickerProps): ReactElement {
  return (
    <NoticeProvider>
      <PositionPickerField {...props} />
    </NoticeProvider>
  );
}

function PositionPickerField(props: PositionPickerProps): ReactElement {
  const { multiple = false, storeField = 'code', textField = 'name', modalWidth = POSITION_PICKER_WIDTH, disabled = false } = props;
  const { message } = useNotice();
  const [open, setOpen] = useState(false);
  const echo = useCallback((values: string[]) => echoPositions(storeField, values), [storeField]);
  const onError = useCallback((text: string) => message.error(text), [message]);
  const picked = usePickedValue<PickerPosition>({ ...props, storeField, textField, echo, onError });
  return (
    <>
      <PickerField text={picked.text} placeholder={props.placeholder} disabled={disabled} onOpen={() => setOpen(true)} />
      <PositionPickerDialog
        open={open}
        multiple={multiple}
        storeField={storeField}
        chosen={picked.chosen}
        width={modalWidth}
        onCancel={() => setOpen(false)}
        onConfirm={(positions) => {
          setOpen(false);
          picked.pick(positions);
        }}
      />
    </>
  );
}
