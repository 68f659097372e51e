import '../../core/i18n/catalogues/pickers';
import { useCallback, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { DeferredNoticeProvider, useNotice, type CheckMode } from '../../core/ui';
import { departForest, flattenDeparts, type DepartFields } from '../shared/depart-query';
import { fieldText, type PickerChange } from '../shared/picked-value';
import { PickerField } from '../shared/picker-field';
import { usePickedValue } from '../shared/use-picked-value';
import { DepartPickerDialog } from './depart-picker-dialog';

export interface DepartPickerProps {
  /** The stored values, comma-separated (department ids unless `storeField` says otherwise). */
  value?: string;
  /** Check several departments; default one (single mode keeps only the latest checked). */
  multiple?: boolean;
  /** Parent-child `linked` checking, or `unlinked` (default); the dialog can switch it. */
  checkMode?: CheckMode;
  /** The department field stored in the value; default `id`. */
  storeField?: string;
  /** The department field shown; default `departName`. */
  textField?: string;
  placeholder?: string;
  /** The text box's accessible name where no visible label names the picker. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's confirm only, never when the host sets `value`. */
  onChange?: (change: PickerChange<DepartFields>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** The department picker: the chosen departments' names and a dialog with the department tree. */
export function DepartPicker(props: DepartPickerProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <DepartPickerField {...props} />
    </DeferredNoticeProvider>
  );
}

function DepartPickerField(props: DepartPickerProps): ReactElement {
  const {
    multiple = false,
    checkMode = 'unlinked',
    storeField = 'id',
    textField = 'departName',
    disabled = false,
  } = props;
  const { message } = useNotice();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const echo = useCallback(
    async (values: string[]) =>
      flattenDeparts(await departForest()).filter((depart) => values.includes(fieldText(depart, storeField))),
    [storeField],
  );
  const onError = useCallback((text: string) => message.error(text), [message]);
  const picked = usePickedValue<DepartFields>({ ...props, storeField, textField, echo, onError });
  return (
    <>
      <PickerField
        text={picked.text}
        label={props.label}
        container={props.container}
        defaultLabel={t('pickers.depart.field')}
        placeholder={props.placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
      />
      <DepartPickerDialog
        open={open}
        multiple={multiple}
        checkMode={checkMode}
        chosen={picked.chosen}
        onCancel={() => setOpen(false)}
        onConfirm={(departs) => {
          setOpen(false);
          picked.pick(departs);
        }}
      />
    </>
  );
}
