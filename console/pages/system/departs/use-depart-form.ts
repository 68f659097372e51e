import { useState } from 'react';
import { httpAction } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
import {
  departBody,
  departFormErrors,
  departFormValues,
  type DepartFormErrors,
  type DepartFormValues,
} from './depart-form';
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
  const [target, setTarget] = useState<DepartTarget | null>(null);
  const draft = useFormDraft<DepartFormValues, DepartFormErrors>(() => departFormValues(null));

  return {
    target,
    values: draft.values,
    errors: draft.errors,
    saving: draft.saving,
    start: (next) => {
      setTarget(next);
      draft.reset(
        next?.kind === 'edit' ? departFormValues(next.depart) : departFormValues(null, Boolean(next?.parent)),
      );
    },
    change: draft.change,
    submit: async () => {
      if (!target) return;
      const saved = await draft.save(departFormErrors, (values) =>
        target.kind === 'edit'
          ? httpAction(DEPART_URLS.edit, departBody(values, { id: target.depart.id }), 'put')
          : httpAction(DEPART_URLS.add, departBody(values, { parentId: target.parent?.id ?? null }), 'post'),
      );
      if (saved) onSaved(target);
    },
  };
}
