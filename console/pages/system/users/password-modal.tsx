import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input, Modal } from '../../../../elements/core/ui';
import { FormField } from '../../../shell/dialogs';
import type { PasswordFormState } from './use-password-form';

/** 修改密码 of one user, by an administrator. */
export function PasswordModal({ form }: { form: PasswordFormState }): ReactElement {
  const { t } = useTranslation();
  const fields = [
    ['password', t('system.user.password')],
    ['confirmpassword', t('system.user.confirmPassword')],
  ] as const;
  return (
    <Modal
      open={form.user !== null}
      title={form.user ? t('system.user.changePasswordTitle', { name: form.user.username }) : ''}
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
        {fields.map(([field, label]) => (
          <FormField key={field} label={label} required error={form.errors[field]}>
            {(control) => (
              <Input
                id={control.id}
                status={control.status}
                aria-describedby={control.describedBy}
                type="password"
                autoComplete="new-password"
                value={form[field]}
                onChange={(event) => form.change(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </form>
    </Modal>
  );
}
