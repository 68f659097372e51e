import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { DatePicker, Input, Select, Textarea } from '../../../elements/core/ui';
import { BusinessPicker } from '../../../elements/pickers';
import { UploadControl } from '../../../elements/upload';
import type { FieldControl } from '../../shell/dialogs';
import type { FarmDeclaration, FarmField } from './farm-declaration';

export interface FarmFieldControlProps {
  declaration: FarmDeclaration;
  field: FarmField;
  control: FieldControl;
  value: string;
  onChange: (value: string) => void;
}

/** The widget a declared field is edited with: dictionaries as a drop-down, references through the business picker, images and files through the upload field. */
export function FarmFieldControl({
  declaration,
  field,
  control,
  value,
  onChange,
}: FarmFieldControlProps): ReactElement {
  const { t } = useTranslation();
  const common = { id: control.id, status: control.status, 'aria-describedby': control.describedBy };
  switch (field.view) {
    case 'list':
    case 'list_multi': {
      const options = (declaration.dictOptions[field.dict ?? ''] ?? []).map((item) => ({
        value: item.value,
        label: item.text,
      }));
      return field.view === 'list_multi' ? (
        <Select<string>
          multiple
          id={control.id}
          aria-labelledby={control.labelId}
          status={control.status}
          options={options}
          value={value ? value.split(',') : []}
          placeholder={t('farm.pick', { title: field.title })}
          allowClear
          onChange={(next) => onChange(next.join(','))}
        />
      ) : (
        <Select<string>
          id={control.id}
          aria-labelledby={control.labelId}
          status={control.status}
          options={options}
          value={value || null}
          placeholder={t('farm.pick', { title: field.title })}
          allowClear
          onChange={(next) => onChange(next ?? '')}
        />
      );
    }
    case 'sel_search':
      return (
        // biome-ignore lint/a11y/useSemanticElements: the form row's label names this control's group; a <fieldset> would bring its own border and legend layout.
        <div role="group" aria-labelledby={control.labelId}>
          <BusinessPicker
            listUrl={`/farm/${field.refPath ?? ''}/list`}
            queryField={field.refLabel}
            textField={field.refLabel ?? 'id'}
            columns={[{ key: field.refLabel ?? 'id', title: field.refTitle ?? field.title }]}
            dialogTitle={field.refTitle}
            value={value}
            placeholder={t('farm.pick', { title: field.title })}
            onChange={(change) => onChange(change.value)}
          />
        </div>
      );
    case 'image':
    case 'file':
      return (
        // biome-ignore lint/a11y/useSemanticElements: the form row's label names this control's group; a <fieldset> would bring its own border and legend layout.
        <div role="group" aria-labelledby={control.labelId}>
          <UploadControl
            type={field.view}
            value={value}
            onChange={(change) => onChange(typeof change.value === 'string' ? change.value : '')}
          />
        </div>
      );
    case 'textarea':
    case 'umeditor':
      return <Textarea {...common} value={value} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
    case 'datetime':
      return <DatePicker {...common} kind={field.view} value={value} onChange={onChange} style={{ width: '100%' }} />;
    case 'number':
      return (
        <Input
          {...common}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          autoComplete="off"
          placeholder={field.kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
