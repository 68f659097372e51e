import { useEffect, useMemo, useRef, useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { useNotice } from '../../../elements/core/ui';
import {
  changePasswordRules,
  changePasswordUserWarning,
  validateForm,
  validateValue,
  type ChangePasswordValues,
} from '../../../elements/core/validation';
import { updatePassword } from './account-requests';
import { currentUsername } from './session-user';
import { useLatest } from './use-latest';

export type PasswordField = keyof ChangePasswordValues;
type PasswordValues = Required<ChangePasswordValues>;

const EMPTY: PasswordValues = { oldpassword: '', password: '', confirmpassword: '' };

export interface ChangePasswordController {
  /** False while there is no signed-in user to change the password of. */
  visible: boolean;
  values: PasswordValues;
  errors: Partial<Record<PasswordField, string>>;
  submitting: boolean;
  change: (field: PasswordField, value: string) => void;
  submit: () => Promise<void>;
}

/**
 * The change-password dialog's logic. Opening with nobody signed in warns 当前系统无登录用户!
 * and closes again. A field is checked as it changes (and the confirmation again when the new
 * password changes); submitting checks all. Success shows the server's message and closes; a
 * refusal warns with it. The typed values stay after any failure.
 */
export function useChangePassword(open: boolean, onClose: () => void): ChangePasswordController {
  const { message } = useNotice();
  const close = useLatest(onClose);
  const [username, setUsername] = useState<string | null>(null);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordController['errors']>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const rules = useMemo(() => changePasswordRules(() => latest.current.password), []);

  useEffect(() => {
    if (!open) {
      setUsername(null);
      return;
    }
    const user = currentUsername();
    const warning = changePasswordUserWarning(user);
    if (warning) {
      message.warning(warning);
      close.current();
      return;
    }
    latest.current = EMPTY;
    setValues(EMPTY);
    setErrors({});
    setUsername(user);
  }, [open, message, close]);

  const check = async (field: PasswordField) => {
    const error = await validateValue(latest.current[field], rules[field] ?? []);
    setErrors((current) => ({ ...current, [field]: error }));
  };

  const change = (field: PasswordField, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    void check(field);
    if (field === 'password' && latest.current.confirmpassword) void check('confirmpassword');
  };

  const submit = async () => {
    const user = currentUsername();
    if (!user) {
      message.warning(changePasswordUserWarning(user) ?? '');
      return;
    }
    const failures = await validateForm(latest.current, rules);
    setErrors(failures);
    if (Object.keys(failures).length) return;
    setSubmitting(true);
    try {
      const answer = await updatePassword({ username: user, ...latest.current });
      if (isSuccessful(answer)) {
        message.success(answer.message);
        close.current();
      } else {
        message.warning(answer.message);
      }
    } catch {
      // The HTTP client has already shown the error; the dialog stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return { visible: open && username !== null, values, errors, submitting, change, submit };
}
