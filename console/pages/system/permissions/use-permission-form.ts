import { useState } from 'react';
import { httpAction } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
import {
  permissionBody,
  permissionFormErrors,
  permissionFormValues,
  type PermissionFormErrors,
  type PermissionFormValues,
} from './permission-form';
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

/** `onSaved` is told the parent the saved entry sits under (null at the top), so the list can show it there. */
export function usePermissionForm(onSaved: (parentId: string | null) => void): PermissionFormState {
  const [entry, setEntry] = useState<PermissionEntry | null>(null);
  const [open, setOpen] = useState(false);
  const draft = useFormDraft<PermissionFormValues, PermissionFormErrors>(() => permissionFormValues(null));

  return {
    entry,
    open,
    values: draft.values,
    errors: draft.errors,
    saving: draft.saving,
    openFor: (chosen, parent = null) => {
      setEntry(chosen);
      draft.reset(permissionFormValues(chosen, parent));
      setOpen(true);
    },
    close: () => setOpen(false),
    change: draft.change,
    submit: async () => {
      const saved = await draft.save(permissionFormErrors, (values) =>
        entry
          ? httpAction(PERMISSION_URLS.edit, permissionBody(values, entry.id), 'put')
          : httpAction(PERMISSION_URLS.add, permissionBody(values, null), 'post'),
      );
      if (!saved) return;
      setOpen(false);
      onSaved(draft.values.parentId);
    },
  };
}
