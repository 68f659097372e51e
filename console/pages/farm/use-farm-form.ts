import { useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../elements/core/http';
import { useNotice } from '../../../elements/core/ui';
import { farmUrls, formFields, type FarmDeclaration, type FarmRecord } from './farm-declaration';
import { farmUniqueErrors } from './farm-unique-check';
import { farmFormBody, farmFormErrors, farmFormValues, farmFieldError, type FarmFieldError, type FarmFormValues } from './farm-form-rules';

export interface FarmFormState {
  /** The id of the record being edited, or null while adding. */
  editing: string | null;
  open: boolean;
  values: FarmFormValues;
  errors: Record<string, FarmFieldError>;
  saving: boolean;
  openFor: (record: FarmRecord | null) => Promise<void>;
  close: () => void;
  change: (field: string, value: string) => void;
  /** Saves; the modal stays open with what was typed when a rule, the server or the network refuses. */
  submit: () => Promise<void>;
}

export function useFarmForm(declaration: FarmDeclaration, onSaved: () => void): FarmFormState {
  const { message } = useNotice();
  const fields = formFields(declaration);
  const urls = farmUrls(declaration.path);
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FarmFormValues>(() => farmFormValues(fields, null));
  const [errors, setErrors] = useState<Record<string, FarmFieldError>>({});
  const [saving, setSaving] = useState(false);

  const openFor = async (record: FarmRecord | null) => {
    let source = record;
    if (record) {
      // A list row carries only the shown columns: the form needs the whole record.
      try {
        const answer = await getAction<FarmRecord>(urls.queryById, { id: record.id });
        if (!isSuccessful(answer)) {
          message.warning(answer.message);
          return;
        }
        source = answer.result;
      } catch {
        return;
      }
    }
    setEditing(record?.id ?? null);
    setValues(farmFormValues(fields, source));
    setErrors({});
    setOpen(true);
  };

  const submit = async () => {
    const found = farmFormErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const taken = await farmUniqueErrors(declaration.code, fields, values, editing);
      if (Object.keys(taken).length) {
        setErrors(taken);
        return;
      }
      const answer = editing
        ? await httpAction(urls.edit, farmFormBody(fields, values, editing), 'put')
        : await httpAction(urls.add, farmFormBody(fields, values, null), 'post');
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
    editing,
    open,
    values,
    errors,
    saving,
    openFor,
    close: () => setOpen(false),
    change: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      // A field that was refused is checked again as it is corrected.
      setErrors((current) => {
        if (!current[name]) return current;
        const field = fields.find((candidate) => candidate.name === name);
        const error = field ? farmFieldError(field, value) : undefined;
        const { [name]: _dropped, ...rest } = current;
        return error ? { ...rest, [name]: error } : rest;
      });
    },
    submit,
  };
}
