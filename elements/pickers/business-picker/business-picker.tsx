import '../../core/i18n/catalogues/pickers';
import { useCallback, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { DeferredNoticeProvider, useNotice } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { PickerField } from '../shared/picker-field';
import { usePickedValue } from '../shared/use-picked-value';
import { BusinessPickerDialog, type BusinessColumn } from './business-picker-dialog';
import { echoBusiness, type BusinessRow } from './business-query';

export interface BusinessPickerProps {
  /** The list url (JeecgBoot's `list` of the business object), read with pageNo and pageSize. */
  listUrl?: string;
  /** Where stored values are echoed from (keyed by the store field); default the list url. */
  valueUrl?: string;
  /** The list field the search box searches ("contains"); without it no search box filters. */
  queryField?: string;
  /** The list's columns. */
  columns?: readonly BusinessColumn[];
  /** The dialog's title; default 选择 (not `title`, which is the host's own tooltip). */
  dialogTitle?: string;
  /** The stored values, comma-separated. */
  value?: string;
  multiple?: boolean;
  /** The record field stored in the value; default `id`. */
  storeField?: string;
  /** The record field shown; default `name`. */
  textField?: string;
  placeholder?: string;
  /** The text box's accessible name where no visible label names the picker. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's confirm only, never when the host sets `value`. */
  onChange?: (change: PickerChange<BusinessRow>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** A business-object picker: records of any list url, with the selected ones beside them. */
export function BusinessPicker(props: BusinessPickerProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <BusinessPickerField {...props} />
    </DeferredNoticeProvider>
  );
}

function BusinessPickerField(props: BusinessPickerProps): ReactElement {
  const { listUrl = '', multiple = false, storeField = 'id', textField = 'name', disabled = false } = props;
  const valueUrl = props.valueUrl || listUrl;
  const { message } = useNotice();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const echo = useCallback((values: string[]) => echoBusiness(valueUrl, storeField, values), [valueUrl, storeField]);
  const onError = useCallback((text: string) => message.error(text), [message]);
  const picked = usePickedValue<BusinessRow>({ ...props, storeField, textField, echo, onError });
  return (
    <>
      <PickerField
        text={picked.text}
        label={props.label}
        container={props.container}
        defaultLabel={t('pickers.business.field')}
        placeholder={props.placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
      />
      <BusinessPickerDialog
        open={open}
        title={props.dialogTitle}
        listUrl={listUrl}
        queryField={props.queryField}
        columns={props.columns ?? [{ key: textField, title: textField }]}
        multiple={multiple}
        storeField={storeField}
        textField={textField}
        chosen={picked.chosen}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false);
          picked.pick(rows);
        }}
      />
    </>
  );
}
