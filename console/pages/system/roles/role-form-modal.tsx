import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input, Modal, Textarea } from '../../../../elements/core/ui';
import { FormField } from '../../../shell/dialogs';
import type { RoleFormState } from './use-role-form';

/** The add / edit dialog of a role. */
export function RoleFormModal({ form }: { form: RoleFormState }): ReactElement {
  const { t } = useTranslation();
  const { values, errors } = form;
  const codeError = errors.roleCode ? t(errors.roleCode) : (form.codeTaken ?? undefined);
  return (
    <Modal
      open={form.open}
      title={t(form.role ? 'system.role.editTitle' : 'system.role.addTitle')}
      width={600}
      destroyOnClose
      confirmLoading={form.saving}
      onOk={() => void form.submit()}
      onCancel={form.close}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <FormField label={t('system.role.roleName')} required error={errors.roleName && t(errors.roleName)}>
          {(control) => (
            <Input
              id={control.id}
              status={control.status}
              aria-describedby={control.describedBy}
              value={values.roleName}
              autoComplete="off"
              onChange={(event) => form.change('roleName', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('system.role.roleCode')} required error={codeError}>
          {(control) => (
            <Input
              id={control.id}
              status={control.status}
              aria-describedby={control.describedBy}
              value={values.roleCode}
              autoComplete="off"
              onChange={(event) => form.change('roleCode', event.target.value)}
              onBlur={() => void form.checkCode()}
            />
          )}
        </FormField>
        <FormField label={t('system.role.description')} error={errors.description && t(errors.description)}>
          {(control) => (
            <Textarea
              id={control.id}
              value={values.description}
              onChange={(event) => form.change('description', event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
