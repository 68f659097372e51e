import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { permissionBody, permissionFormErrors, permissionFormValues, type PermissionFormErrors, type PermissionFormValues } from './permission-form';
import { PERMISSION_URLS, type PermissionEntry } from './permission-record';

export interface PermissionFormState {
  /** The entry being edited, or null while adding. */
  entry: PermissionEntry | null;
  open: boolean;
  values: PermissionFormValues;
  errors: PermissionFormErrors;
  saving: boolean;
  /** Edits `entry`, or adds one (below `parent` when given). */
  openFor: (entry: PermissionEntry | null, parent?: PermissionEntry | null) => void;
  close: () => void;
  change: <Field extends keyof PermissionFormValues>(field: Field, value: PermissionFormValues[Field]) => void;
  /** Saves; the modal stays open with what was typed when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

export function usePermissionForm(onSaved: () => void): PermissionFormState {
  const { message } = useNotice();
  const [entry, setEntry] = useState<PermissionEntry | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PermissionFormValues>(permissionFormValues(null));
  const [errors, setErrors] = useState<PermissionFormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = permissionFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = entry
        ? await httpAction(PERMISSION_URLS.edit, permissionBody(values, entry.id), 'put')
        : await httpAction(PERMISSION_URLS.add, permissionBody(values, null), 'post');
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
    entry,
    open,
    values,
    errors,
    saving,
    openFor: (chosen, parent = null) => {
      setEntry(chosen);
      setValues(permissionFormValues(chosen, parent));
      setErrors({});
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    submit,
  };
}
