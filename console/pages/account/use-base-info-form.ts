import { useEffect, useRef, useState } from 'react';
import { isSuccessful, postAction } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { getUserInfo, setUserInfo } from '../../../elements/core/session';
import { useNotice } from '../../../elements/core/ui';
import { validateForm, validateValue } from '../../../elements/core/validation';
import type { AccountProfile } from './account-profile';
import { BASE_INFO_RULES, SELF_EDIT_PATH, baseInfoBody, baseInfoOf, type BaseInfoValues } from './base-info';

export interface BaseInfoForm {
  /** null until the profile is loaded. */
  values: BaseInfoValues | null;
  errors: Partial<Record<keyof BaseInfoValues, string>>;
  saving: boolean;
  change: <Field extends keyof BaseInfoValues>(field: Field, value: BaseInfoValues[Field]) => void;
  submit: () => Promise<void>;
}

/** Keeps the session's copy of the user in step, so the header greets them by their new name. */
function rememberInSession(userId: string, values: BaseInfoValues): void {
  const stored = getUserInfo();
  if (!stored || String(stored.id) !== userId) return;
  const { realname, sex, birthday, email, phone, telephone } = values;
  setUserInfo({ ...stored, realname, sex, birthday, email, phone, telephone });
}

/**
 * 基本设置: the user's own profile fields, sent through the user edit endpoint (there is no
 * self-edit endpoint in the JeecgBoot contract). The server decides whether the user may: its
 * message is shown either way, as success or as a warning.
 */
export function useBaseInfoForm(
  profile: AccountProfile | null,
  onSaved?: (values: BaseInfoValues) => void,
): BaseInfoForm {
  const { message } = useNotice();
  const [values, setValues] = useState<BaseInfoValues | null>(null);
  const [errors, setErrors] = useState<BaseInfoForm['errors']>({});
  const [saving, setSaving] = useState(false);

  const shownProfile = useRef<AccountProfile | null | undefined>(undefined);

  useEffect(() => {
    // A kept-alive page (React Activity) runs this again when shown again: the typed, unsaved
    // values stay unless another profile was loaded.
    if (shownProfile.current === profile) return;
    shownProfile.current = profile;
    setValues(profile ? baseInfoOf(profile.user) : null);
    setErrors({});
  }, [profile]);

  const change: BaseInfoForm['change'] = (field, value) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    const rules = BASE_INFO_RULES[field];
    if (rules)
      void validateValue(value, rules).then((error) => setErrors((current) => ({ ...current, [field]: error })));
  };

  const submit = async () => {
    if (!profile || !values) return;
    const failures = await validateForm({ ...values }, BASE_INFO_RULES);
    setErrors(failures);
    if (Object.keys(failures).length) return;
    setSaving(true);
    try {
      const answer = await postAction(SELF_EDIT_PATH, baseInfoBody(profile, values));
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message || t('consoleExtra.account.saved'));
      rememberInSession(profile.user.id, values);
      onSaved?.(values);
    } catch {
      // The HTTP client has shown the error; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, change, submit };
}
