import { useCallback, useState, type ComponentType, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation, type MessageKey } from '../../core/i18n';
import { DeferredNoticeProvider, useNotice } from '../../core/ui';
import type { PickerChange } from './picked-value';
import { PickerField } from './picker-field';
import { usePickedValue } from './use-picked-value';

/** What every picker that chooses records in a dialog takes from its host. */
export interface DialogPickerProps<Row extends object> {
  /** The stored values, comma-separated (the `storeField` of each record). */
  value?: string;
  /** Pick several records; default one. */
  multiple?: boolean;
  /** The record field stored in the value. */
  storeField?: string;
  /** The record field shown. */
  textField?: string;
  /** The dialog's width in pixels. */
  modalWidth?: number;
  placeholder?: string;
  /** The text box's accessible name where no visible label names the picker. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's confirm only, never when the host sets `value`. */
  onChange?: (change: PickerChange<Row>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** The dialog a picker opens: it starts from the chosen records and hands back the new choice. */
export interface PickerDialogProps<Row> {
  open: boolean;
  multiple: boolean;
  storeField: string;
  /** The field a chosen record is shown by: a dialog that asks the server for fields asks for it too. */
  textField?: string;
  chosen: readonly Row[];
  width: number;
  onConfirm: (rows: Row[]) => void;
  onCancel: () => void;
}

export interface DialogPickerSetup<Row extends object> {
  defaults: { storeField: string; textField: string; modalWidth: number };
  /** The text box's name when the page gives none. */
  fieldLabel: MessageKey;
  /** Fetches the records of stored values, to show their text. */
  echo: (storeField: string, values: string[]) => Promise<Row[]>;
  Dialog: ComponentType<PickerDialogProps<Row>>;
}

/** A picker field (the chosen records' text) and the dialog that chooses them, with its own notices. */
export function dialogPicker<Row extends object>(
  setup: DialogPickerSetup<Row>,
): (props: DialogPickerProps<Row>) => ReactElement {
  const { defaults, fieldLabel, echo: echoRecords, Dialog } = setup;

  // biome-ignore lint/correctness/noComponentHookFactories: dialogPicker runs once per picker at module load (user, depart, position…), so each component is made once and keeps its identity.
  function Field(props: DialogPickerProps<Row>): ReactElement {
    const {
      multiple = false,
      storeField = defaults.storeField,
      textField = defaults.textField,
      modalWidth = defaults.modalWidth,
      disabled = false,
    } = props;
    const { message } = useNotice();
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    const echo = useCallback((values: string[]) => echoRecords(storeField, values), [storeField]);
    const onError = useCallback((text: string) => message.error(text), [message]);
    const picked = usePickedValue<Row>({ ...props, storeField, textField, echo, onError });
    return (
      <>
        <PickerField
          text={picked.text}
          label={props.label}
          container={props.container}
          defaultLabel={t(fieldLabel)}
          placeholder={props.placeholder}
          disabled={disabled}
          onOpen={() => setOpen(true)}
        />
        <Dialog
          open={open}
          multiple={multiple}
          storeField={storeField}
          textField={textField}
          chosen={picked.chosen}
          width={modalWidth}
          onCancel={() => setOpen(false)}
          onConfirm={(rows) => {
            setOpen(false);
            picked.pick(rows);
          }}
        />
      </>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per picker, as Field above.
  return function DialogPicker(props: DialogPickerProps<Row>): ReactElement {
    return (
      <DeferredNoticeProvider>
        <Field {...props} />
      </DeferredNoticeProvider>
    );
  };
}
