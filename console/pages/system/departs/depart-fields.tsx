import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input, RadioGroup, Textarea } from '../../../../elements/core/ui';
import { FormField } from '../../../shell/dialogs';
import type { DepartFormValues } from './depart-form';
import type { DepartFormState } from './use-depart-form';

type TextField = 'departName' | 'departOrder' | 'mobile' | 'fax' | 'address';

const TEXT_FIELDS: readonly { field: TextField; label: `system.depart.${TextField}`; type?: string }[] = [
  { field: 'departOrder', label: 'system.depart.departOrder', type: 'number' },
  { field: 'mobile', label: 'system.depart.mobile', type: 'tel' },
  { field: 'fax', label: 'system.depart.fax', type: 'tel' },
  { field: 'address', label: 'system.depart.address' },
];

export interface DepartFieldsProps {
  form: DepartFormState;
  /** The parent's name and the department's code, shown read-only. */
  parentName: string;
  orgCode?: string;
  disabled?: boolean;
}

/** The department's fields, shared by the edit panel and the add dialog. */
export function DepartFields({ form, parentName, orgCode, disabled = false }: DepartFieldsProps): ReactElement {
  const { t } = useTranslation();
  const { values, errors } = form;
  const categories = [
    { value: '1', label: t('system.depart.company') },
    { value: '2', label: t('system.depart.department') },
    { value: '3', label: t('system.depart.post') },
  ];
  const text = (field: TextField, label: string, type = 'text', required = false) => (
    <FormField key={field} label={label} required={required} error={errors[field] && t(errors[field])}>
      {(control) => (
        <Input
          id={control.id}
          status={control.status}
          aria-describedby={control.describedBy}
          type={type}
          disabled={disabled}
          autoComplete="off"
          value={values[field]}
          onChange={(event) => form.change(field, event.target.value)}
        />
      )}
    </FormField>
  );
  const change = (field: keyof DepartFormValues) => (value: string) => form.change(field, value);

  return (
    <>
      {text('departName', t('system.depart.departName'), 'text', true)}
      <FormField label={t('system.depart.parent')}>
        {(control) => <Input id={control.id} value={parentName} readOnly />}
      </FormField>
      {orgCode !== undefined && (
        <FormField label={t('system.depart.orgCode')}>
          {(control) => <Input id={control.id} value={orgCode} readOnly />}
        </FormField>
      )}
      <FormField label={t('system.depart.orgCategory')}>
        {(control) => (
          <RadioGroup
            aria-labelledby={control.labelId}
            options={categories}
            value={values.orgCategory}
            disabled={disabled}
            onChange={change('orgCategory')}
          />
        )}
      </FormField>
      {TEXT_FIELDS.map(({ field, label, type }) => text(field, t(label), type))}
      <FormField label={t('system.depart.memo')}>
        {(control) => (
          <Textarea
            id={control.id}
            value={values.memo}
            disabled={disabled}
            onChange={(event) => form.change('memo', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
