import { useState } from 'react';
import { httpAction } from '../../../../elements/core/http';
import { t } from '../../../../elements/core/i18n';
import { useFormDraft } from '../use-form-draft';
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

type PasswordValues = { password: string; confirmpassword: string };

const EMPTY: PasswordValues = { password: '', confirmpassword: '' };

function passwordErrors(values: PasswordValues): PasswordFormState['errors'] {
  const found: PasswordFormState['errors'] = {};
  if (!values.password) found.password = t('system.user.passwordRequired');
  if (!values.confirmpassword) found.confirmpassword = t('system.user.confirmRequired');
  else if (values.confirmpassword !== values.password) found.confirmpassword = t('system.user.passwordMismatch');
  return found;
}

/** An administrator sets a user's password (`PUT /sys/user/changePassword`); the server judges its strength. */
export function usePasswordForm(): PasswordFormState {
  const [user, setUser] = useState<UserRecord | null>(null);
  const draft = useFormDraft<PasswordValues, PasswordFormState['errors']>(() => EMPTY);

  return {
    user,
    ...draft.values,
    errors: draft.errors,
    saving: draft.saving,
    openFor: (chosen) => {
      setUser(chosen);
      draft.reset(EMPTY);
    },
    close: () => setUser(null),
    change: draft.change,
    submit: async () => {
      if (!user) return;
      const saved = await draft.save(passwordErrors, (values) =>
        httpAction(USER_URLS.changePassword, { username: user.username, ...values }, 'put'),
      );
      if (saved) setUser(null);
    },
  };
}
