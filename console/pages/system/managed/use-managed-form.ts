import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
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
  const { message } = useNotice();
  const [record, setRecord] = useState<ManagedRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ManagedValues>(() => managedValues(config.fields, null));
  const [errors, setErrors] = useState<ManagedErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = managedErrors(config.fields, values, record !== null);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = record
        ? await httpAction(config.urls.edit, managedBody(config.fields, values, record.id), 'put')
        : await httpAction(config.urls.add, { ...managedBody(config.fields, values, null), ...config.fixedParams }, 'post');
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
    record,
    open,
    values,
    errors,
    saving,
    openFor: (chosen) => {
      setRecord(chosen);
      setValues(managedValues(config.fields, chosen));
      setErrors({});
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    },
    submit,
  };
}
