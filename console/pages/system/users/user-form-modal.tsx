import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input, Modal, RadioGroup, Select, Spin } from '../../../../elements/core/ui';
import { DepartPicker } from '../../../../elements/pickers';
import { FormField } from '../../../shell/dialogs';
import type { UserFormValues } from './user-form';
import type { UserFormState } from './use-user-form';
import { useRoleOptions } from './use-role-options';

type TextField = 'username' | 'password' | 'confirmpassword' | 'realname' | 'email' | 'phone';

/** The add / edit dialog of a user: account, roles and departments (through the department picker), profile. */
export function UserFormModal({ form }: { form: UserFormState }): ReactElement {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions(form.open);
  const { values, errors } = form;
  const adding = form.user === null;
  const sexes = [
    { value: 1, label: t('system.user.male') },
    { value: 2, label: t('system.user.female') },
  ];

  const textField = (
    field: TextField,
    label: string,
    options: { type?: string; required?: boolean; readOnly?: boolean; autoComplete?: string } = {},
  ) => (
    <FormField label={label} required={options.required} error={errors[field]}>
      {(control) => (
        <Input
          id={control.id}
          status={control.status}
          aria-describedby={control.describedBy}
          type={options.type ?? 'text'}
          readOnly={options.readOnly}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[field]}
          onChange={(event) => form.change(field, event.target.value as UserFormValues[TextField])}
          onBlur={() => void form.checkField(field)}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open={form.open}
      title={t(adding ? 'system.user.addTitle' : 'system.user.editTitle')}
      width={800}
      destroyOnClose
      confirmLoading={form.saving}
      onOk={() => void form.submit()}
      onCancel={form.close}
    >
      <Spin spinning={form.loading}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {textField('username', t('system.user.username'), { required: adding, readOnly: !adding })}
          {adding &&
            textField('password', t('system.user.password'), {
              type: 'password',
              required: true,
              autoComplete: 'new-password',
            })}
          {adding &&
            textField('confirmpassword', t('system.user.confirmPassword'), {
              type: 'password',
              required: true,
              autoComplete: 'new-password',
            })}
          {textField('realname', t('system.user.realname'), { required: true })}
          <FormField label={t('system.user.roles')}>
            {(control) => (
              <Select<string>
                multiple
                id={control.id}
                aria-labelledby={control.labelId}
                placeholder={t('system.user.chooseRoles')}
                options={roleOptions}
                value={values.selectedroles}
                onChange={(roles) => form.change('selectedroles', roles)}
              />
            )}
          </FormField>
          <FormField label={t('system.user.depart')}>
            {() => (
              <DepartPicker
                multiple
                placeholder={t('system.user.chooseDeparts')}
                value={values.selecteddeparts}
                onChange={({ value }) => form.change('selecteddeparts', value)}
              />
            )}
          </FormField>
          <FormField label={t('system.user.sex')}>
            {(control) => (
              <RadioGroup
                aria-labelledby={control.labelId}
                options={sexes}
                value={values.sex}
                onChange={(sex) => form.change('sex', sex)}
              />
            )}
          </FormField>
          {textField('email', t('system.user.email'), { type: 'email' })}
          {textField('phone', t('system.user.phone'), { type: 'tel' })}
        </form>
      </Spin>
    </Modal>
  );
}
