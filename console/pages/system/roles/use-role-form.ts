import { useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
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
  const [role, setRole] = useState<RoleRecord | null>(null);
  const [open, setOpen] = useState(false);
  const draft = useFormDraft<RoleFormValues, RoleFormErrors>(() => roleFormValues(null));
  const [codeTaken, setCodeTaken] = useState<string | null>(null);

  const checkCode = async () => {
    const roleCode = draft.values.roleCode.trim();
    if (!roleCode || roleFormErrors(draft.values).roleCode) return;
    try {
      const answer = await getAction(ROLE_URLS.checkCode, { roleCode, id: role?.id ?? '' });
      setCodeTaken(isSuccessful(answer) ? null : answer.message);
    } catch {
      // The HTTP client has shown why; the save asks the server again.
    }
  };

  return {
    role,
    open,
    values: draft.values,
    errors: draft.errors,
    codeTaken,
    saving: draft.saving,
    openFor: (chosen) => {
      setRole(chosen);
      draft.reset(roleFormValues(chosen));
      setCodeTaken(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      draft.change(field, value);
      if (field === 'roleCode') setCodeTaken(null);
    },
    checkCode,
    submit: async () => {
      // A code the server said is taken keeps the form open, its message beside the code box.
      if (codeTaken) {
        draft.setErrors(roleFormErrors(draft.values));
        return;
      }
      const saved = await draft.save(roleFormErrors, (values) =>
        role
          ? httpAction(ROLE_URLS.edit, roleBody(values, role.id), 'put')
          : httpAction(ROLE_URLS.add, roleBody(values, null), 'post'),
      );
      if (!saved) return;
      setOpen(false);
      onSaved();
    },
  };
}
