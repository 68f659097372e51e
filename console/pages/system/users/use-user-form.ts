import { useRef, useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
import { validateForm, validateValue, type CheckRequest } from '../../../../elements/core/validation';
import { userBody, userFormRules, userFormValues, type UserFormValues } from './user-form';
import { USER_URLS, type UserRecord } from './user-record';

export interface UserFormState {
  user: UserRecord | null;
  open: boolean;
  /** Loading the edited user's roles and departments. */
  loading: boolean;
  values: UserFormValues;
  errors: Partial<Record<keyof UserFormValues, string>>;
  saving: boolean;
  openFor: (user: UserRecord | null) => void;
  close: () => void;
  change: <Field extends keyof UserFormValues>(field: Field, value: UserFormValues[Field]) => void;
  /** Checks one field now: the username is checked with the server as soon as it is left. */
  checkField: (field: keyof UserFormValues) => Promise<void>;
  /** Saves; the dialog keeps what was typed when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

const checkOnServer: CheckRequest = (url, params) => getAction(url, params);

/** A list answer's ids: the roles are plain ids, the departments `{ key }` nodes. */
async function linkedIds(url: string, params: Record<string, string>): Promise<string[]> {
  try {
    const answer = await getAction<unknown>(url, params);
    if (!isSuccessful(answer) || !Array.isArray(answer.result)) return [];
    return answer.result.map((entry: unknown) =>
      typeof entry === 'object' && entry ? String((entry as { key?: unknown }).key) : String(entry),
    );
  } catch {
    return [];
  }
}

export function useUserForm(onSaved: () => void): UserFormState {
  const [user, setUser] = useState<UserRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const draft = useFormDraft<UserFormValues, UserFormState['errors']>(() => userFormValues(null));
  const current = useRef(draft.values);
  current.current = draft.values;
  const rules = () => userFormRules(checkOnServer, () => current.current, user?.id ?? null);

  const openFor = (chosen: UserRecord | null) => {
    setUser(chosen);
    draft.reset(userFormValues(chosen));
    setOpen(true);
    if (!chosen) return;
    setLoading(true);
    // A user without a role answers a failure: an empty selection is right then.
    void Promise.all([
      linkedIds(USER_URLS.userRoles, { userid: chosen.id }),
      linkedIds(USER_URLS.userDeparts, { userId: chosen.id }),
    ])
      .then(([roleIds, departIds]) =>
        draft.setValues((shown) => ({ ...shown, selectedroles: roleIds, selecteddeparts: departIds.join(',') })),
      )
      .finally(() => setLoading(false));
  };

  const checkField = async (field: keyof UserFormValues) => {
    const fieldRules = rules()[field];
    if (!fieldRules) return;
    const failure = await validateValue(current.current[field], fieldRules);
    draft.setErrors((shown) => ({ ...shown, [field]: typeof failure === 'string' ? failure : undefined }));
  };

  return {
    user,
    open,
    loading,
    values: draft.values,
    errors: draft.errors,
    saving: draft.saving,
    openFor,
    close: () => setOpen(false),
    change: draft.change,
    checkField,
    submit: async () => {
      const saved = await draft.save(
        (values) => validateForm({ ...values }, rules()),
        (values) =>
          user
            ? httpAction(USER_URLS.edit, userBody(values, user.id), 'put')
            : httpAction(USER_URLS.add, userBody(values, null), 'post'),
      );
      if (!saved) return;
      setOpen(false);
      onSaved();
    },
  };
}
