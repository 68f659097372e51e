import type { ReactElement } from 'react';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { Input, Modal } from '../../../elements/core/ui';
import { FormField } from './form-field';
import { useChangePassword, type PasswordField } from './use-change-password';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

const FIELDS: readonly { name: PasswordField; label: MessageKey; placeholder: MessageKey; autoComplete: string }[] = [
  {
    name: 'oldpassword',
    label: 'consoleExtra.password.old',
    placeholder: 'consoleExtra.password.oldPlaceholder',
    autoComplete: 'current-password',
  },
  {
    name: 'password',
    label: 'consoleExtra.password.new',
    placeholder: 'consoleExtra.password.newPlaceholder',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmpassword',
    label: 'consoleExtra.password.confirm',
    placeholder: 'consoleExtra.password.confirmPlaceholder',
    autoComplete: 'new-password',
  },
];

/** 修改密码: old, new and confirmed password of the signed-in user. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps): ReactElement {
  const { t } = useTranslation();
  const form = useChangePassword(open, onClose);
  return (
    <Modal
      open={form.visible}
      title={t('consoleExtra.password.title')}
      width={600}
      confirmLoading={form.submitting}
      onOk={() => void form.submit()}
      onCancel={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          // Enter in any field submits, as the dialog's 确定 does.
          if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.target instanceof HTMLInputElement)
            void form.submit();
        }}
      >
        {FIELDS.map((field) => (
          <FormField key={field.name} label={t(field.label)} required error={form.errors[field.name]}>
            {(control) => (
              <Input
                id={control.id}
                status={control.status}
                aria-describedby={control.describedBy}
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                placeholder={t(field.placeholder)}
                value={form.values[field.name]}
                onChange={(event) => form.change(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </form>
    </Modal>
  );
}
