import { useState } from 'react';
import { getAction, httpAction, isSuccessful } from '../../../elements/core/http';
import { useNotice } from '../../../elements/core/ui';
import { ValidationRejected } from '../../../elements/core/validation';
import { validateAll } from '../../../elements/grid';
import { farmUrls, formFields, type FarmDeclaration, type FarmRecord } from './farm-declaration';
import { farmUniqueErrors } from './farm-unique-check';
import {
  farmFormBody,
  farmFormErrors,
  farmFormValues,
  farmFieldError,
  type FarmFieldError,
  type FarmFormValues,
} from './farm-form-rules';
import { useFarmParts, type FarmPartsState } from './use-farm-parts';

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
  /**
   * Saves the form with its sub-tables, checked together first (a failing table's tab is shown);
   * the modal stays open with what was typed when a rule, the server or the network refuses.
   */
  submit: () => Promise<void>;
  /** The sub-tables of a master's form; none for a resource without parts. */
  parts: FarmPartsState;
}

/** The form's own rules failed: their messages are on the fields. */
class FormRulesFailed extends Error {}

export function useFarmForm(declaration: FarmDeclaration, onSaved: () => void): FarmFormState {
  const { message } = useNotice();
  const fields = formFields(declaration);
  const urls = farmUrls(declaration.path);
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FarmFormValues>(() => farmFormValues(fields, null));
  const [errors, setErrors] = useState<Record<string, FarmFieldError>>({});
  const [saving, setSaving] = useState(false);
  const parts = useFarmParts(declaration);

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
    if (!(await parts.load(record?.id ?? null))) return;
    setEditing(record?.id ?? null);
    setValues(farmFormValues(fields, source));
    setErrors({});
    setOpen(true);
  };

  const checkForm = async () => {
    const found = farmFormErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length) throw new FormRulesFailed();
    return values;
  };

  const submit = async () => {
    let partLists: Record<string, unknown>;
    try {
      const checked = await validateAll({ form: checkForm, tables: parts.tables(), activateTab: parts.showTab });
      partLists = parts.body(checked.tables);
    } catch (error) {
      // Each failing field and cell shows its message; a failing table's tab is in front.
      if (error instanceof ValidationRejected) return;
      throw error;
    }
    setSaving(true);
    try {
      const taken = await farmUniqueErrors(declaration.code, fields, values, editing);
      if (Object.keys(taken).length) {
        setErrors(taken);
        return;
      }
      const body = { ...farmFormBody(fields, values, editing), ...partLists };
      const answer = editing ? await httpAction(urls.edit, body, 'put') : await httpAction(urls.add, body, 'post');
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
    parts,
  };
}
