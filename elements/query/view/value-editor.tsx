import '../../core/i18n/catalogues/query';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { DatePicker, Input, Select } from '../../core/ui';
import { DictSelect, ReportPicker, TreeSelect } from '../../pickers';
import { allowsMultipleValues, tableDictCode, type QueryField, type QueryRule } from '../model';

export interface ValueEditorProps {
  field: QueryField | undefined;
  rule: QueryRule;
  value: string;
  /** The accessible name of the editor ("第1个条件的值"). */
  label: string;
  onChange: (value: string) => void;
}

/** The value editor of one condition, chosen by the field's type; several values only for `in`. */
export function ValueEditor({ field, rule, value, label, onChange }: ValueEditorProps): ReactElement {
  const { t } = useTranslation();
  const multiple = allowsMultipleValues(rule);
  const typed = (type: string) => (
    <Input
      type={type}
      aria-label={label}
      value={value}
      placeholder={multiple ? t('query.inPlaceholder') : t('query.valuePlaceholder')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!field) return typed('text');
  switch (field.type) {
    case 'number':
      // Several numbers are typed as a comma list.
      return typed(multiple ? 'text' : 'number');
    case 'date':
    case 'datetime':
      // Several dates are typed as a comma list; one is picked, in the spec's format either way.
      if (multiple) return typed('text');
      return (
        <DatePicker kind={field.type} aria-label={label} value={value} onChange={onChange} style={{ width: '100%' }} />
      );
    case 'dict':
      if (!field.dictCode && field.options) {
        const options = field.options.map((option) => ({ value: option.value, label: option.text }));
        return multiple ? (
          <Select
            multiple
            aria-label={label}
            options={options}
            value={value ? value.split(',') : []}
            onChange={(next) => onChange(next.join(','))}
          />
        ) : (
          <Select
            aria-label={label}
            options={options}
            value={value || null}
            onChange={(next) => onChange(next ?? '')}
          />
        );
      }
      return (
        <DictSelect
          label={label}
          dictCode={field.dictCode}
          multiple={multiple}
          value={value}
          onChange={(change) => onChange(change.value)}
        />
      );
    case 'tableDict':
      return (
        <DictSelect
          label={label}
          dictCode={tableDictCode(field)}
          multiple={multiple}
          value={value}
          onChange={(change) => onChange(change.value)}
        />
      );
    case 'switch':
      return (
        <DictSelect
          label={label}
          type="switch"
          queryMode
          switchValues={field.extendOption}
          value={value}
          onChange={(change) => onChange(change.value)}
        />
      );
    case 'tree':
      return (
        <TreeSelect
          dict={tableDictCode(field)}
          pidField={field.tree?.pidField}
          pidValue={field.tree?.pidValue}
          hasChildField={field.tree?.hasChildField}
          condition={field.tree?.condition}
          multiple={multiple}
          value={value}
          onChange={(change) => onChange(change.value)}
        />
      );
    case 'popup':
      return (
        <ReportPicker
          code={field.popup?.code}
          originFields={field.popup?.originFields}
          targetFields={field.popup?.targetFields}
          field={field.popup?.field}
          multiple={multiple}
          value={value}
          onChange={(change) => onChange(change.value)}
        />
      );
    default:
      return typed('text');
  }
}
