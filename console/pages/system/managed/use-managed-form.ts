import { useState } from 'react';
import { httpAction } from '../../../../elements/core/http';
import { useFormDraft } from '../use-form-draft';
import type { ManagedListConfig } from './managed-fields';
import { managedBody, managedErrors, managedValues, type ManagedErrors, type ManagedValues } from './managed-form';

export type ManagedRecord = Record<string, unknown> & { id: string | number };

export interface ManagedFormState {
  /** The record being edited, or null while adding. */
  record: ManagedRecord | null;
  open: boolean;
  values: ManagedValues;
  errors: ManagedErrors;
  saving: boolean;
  openFor: (record: ManagedRecord | null) => void;
  close: () => void;
  change: (field: string, value: string) => void;
  /** Saves; the modal stays open with what was typed when the server refuses or does not answer. */
  submit: () => Promise<void>;
}

export function useManagedForm(config: ManagedListConfig, onSaved: () => void): ManagedFormState {
  const [record, setRecord] = useState<ManagedRecord | null>(null);
  const [open, setOpen] = useState(false);
  const draft = useFormDraft<ManagedValues, ManagedErrors>(() => managedValues(config.fields, null));

  return {
    record,
    open,
    values: draft.values,
    errors: draft.errors,
    saving: draft.saving,
    openFor: (chosen) => {
      setRecord(chosen);
      draft.reset(managedValues(config.fields, chosen));
      setOpen(true);
    },
    close: () => setOpen(false),
    change: draft.change,
    submit: async () => {
      const saved = await draft.save(
        (values) => managedErrors(config.fields, values, record !== null),
        (values) =>
          record
            ? httpAction(config.urls.edit, managedBody(config.fields, values, record.id), 'put')
            : httpAction(
                config.urls.add,
                { ...managedBody(config.fields, values, null), ...config.fixedParams },
                'post',
              ),
      );
      if (!saved) return;
      setOpen(false);
      onSaved();
    },
  };
}
