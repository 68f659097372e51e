import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { t } from '../../../../elements/core/i18n';
import { useNotice } from '../../../../elements/core/ui';
import { USER_URLS, type UserRecord } from './user-record';

export interface PasswordFormState {
  user: UserRecord | null;
  password: string;
  confirmpassword: string;
  errors: { password?: string; confirmpassword?: string };
  saving: boolean;
  openFor: (user: UserRecord) => void;
  close: () => void;
  change: (field: 'password' | 'confirmpassword', value: string) => void;
  submit: () => Promise<void>;
}

/** An administrator sets a user's password (`PUT /sys/user/changePassword`); the server judges its strength. */
export function usePasswordForm(): PasswordFormState {
  const { message } = useNotice();
  const [user, setUser] = useState<UserRecord | null>(null);
  const [values, setValues] = useState({ password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<PasswordFormState['errors']>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user) return;
    const found: PasswordFormState['errors'] = {};
    if (!values.password) found.password = t('system.user.passwordRequired');
    if (!values.confirmpassword) found.confirmpassword = t('system.user.confirmRequired');
    else if (values.confirmpassword !== values.password) found.confirmpassword = t('system.user.passwordMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = await httpAction(USER_URLS.changePassword, { username: user.username, ...values }, 'put');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setUser(null);
    } catch {
      // The HTTP client has shown why; the dialog keeps the values.
    } finally {
      setSaving(false);
    }
  };

  return {
    user,
    ...values,
    errors,
    saving,
    openFor: (chosen) => {
      setUser(chosen);
      setValues({ password: '', confirmpassword: '' });
      setErrors({});
    },
    close: () => setUser(null),
    change: (field, value) => {
      setValues((shown) => ({ ...shown, [field]: value }));
      setErrors((shown) => ({ ...shown, [field]: undefined }));
    },
    submit,
  };
}
