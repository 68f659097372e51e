import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { departBody, departFormErrors, departFormValues, type DepartFormErrors, type DepartFormValues } from './depart-form';
import { DEPART_URLS, type DepartRecord } from './depart-record';

/** Editing a department, or adding one under a parent (null: at the top). */
export type DepartTarget = { kind: 'edit'; depart: DepartRecord } | { kind: 'add'; parent: DepartRecord | null };

export interface DepartFormState {
  target: DepartTarget | null;
  values: DepartFormValues;
  errors: DepartFormErrors;
  saving: boolean;
  start: (target: DepartTarget | null) => void;
  change: (field: keyof DepartFormValues, value: string) => void;
  /** Saves; what was typed stays when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

export function useDepartForm(onSaved: (target: DepartTarget) => void): DepartFormState {
  const { message } = useNotice();
  const [target, setTarget] = useState<DepartTarget | null>(null);
  const [values, setValues] = useState<DepartFormValues>(departFormValues(null));
  const [errors, setErrors] = useState<DepartFormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!target) return;
    const found = departFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer =
        target.kind === 'edit'
          ? await httpAction(DEPART_URLS.edit, departBody(values, { id: target.depart.id }), 'put')
          : await httpAction(DEPART_URLS.add, departBody(values, { parentId: target.parent?.id ?? null }), 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      onSaved(target);
    } catch {
      // The HTTP client has shown why; the form keeps the values.
    } finally {
      setSaving(false);
    }
  };

  return {
    target,
    values,
    errors,
    saving,
    start: (next) => {
      setTarget(next);
      setValues(next?.kind === 'edit' ? departFormValues(next.depart) : departFormValues(null, Boolean(next?.parent)));
      setErrors({});
    },
    change: (field, value) => {
      setValues((shown) => ({ ...shown, [field]: value }));
      setErrors((shown) => ({ ...shown, [field]: undefined }));
    },
    submit,
  };
}
