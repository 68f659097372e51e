import { useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { roleBody, roleFormErrors, roleFormValues, type RoleFormErrors, type RoleFormValues } from './role-form';
import { ROLE_URLS, type RoleRecord } from './role-record';

export interface RoleFormState {
  /** The role being edited, or null while adding. */
  role: RoleRecord | null;
  open: boolean;
  values: RoleFormValues;
  errors: RoleFormErrors;
  /** The server's word when the code is already used by another role. */
  codeTaken: string | null;
  saving: boolean;
  openFor: (role: RoleRecord | null) => void;
  close: () => void;
  change: (field: keyof RoleFormValues, value: string) => void;
  /** Asks the server whether the code is free (when the code box is left). */
  checkCode: () => Promise<void>;
  /** Saves; the modal stays open with what was typed when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

export function useRoleForm(onSaved: () => void): RoleFormState {
  const { message } = useNotice();
  const [role, setRole] = useState<RoleRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RoleFormValues>(roleFormValues(null));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [codeTaken, setCodeTaken] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const checkCode = async () => {
    const roleCode = values.roleCode.trim();
    if (!roleCode || roleFormErrors(values).roleCode) return;
    try {
      const answer = await getAction(ROLE_URLS.checkCode, { roleCode, id: role?.id ?? '' });
      setCodeTaken(isSuccessful(answer) ? null : answer.message);
    } catch {
      // The HTTP client has shown why; the save asks the server again.
    }
  };

  const submit = async () => {
    const found = roleFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length || codeTaken) return;
    setSaving(true);
    try {
      const answer = role
        ? await httpAction(ROLE_URLS.edit, roleBody(values, role.id), 'put')
        : await httpAction(ROLE_URLS.add, roleBody(values, null), 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setOpen(false);
      onSaved();
    } catch {
      // The HTTP client has shown why; the form keeps the values.
    } finally {
      setSaving(false);
    }
  };

  return {
    role,
    open,
    values,
    errors,
    codeTaken,
    saving,
    openFor: (chosen) => {
      setRole(chosen);
      setValues(roleFormValues(chosen));
      setErrors({});
      setCodeTaken(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      if (field === 'roleCode') setCodeTaken(null);
    },
    checkCode,
    submit,
  };
}
