import type { MessageKey } from '../../../../elements/core/i18n';
import type { ManagedField } from './managed-fields';

export type ManagedValues = Record<string, string>;

/** Why a value is refused; the form says it with the field's label. */
export type ManagedProblem = 'required' | 'tooLong' | 'integer' | 'date' | 'datetime' | { message: MessageKey };
export type ManagedErrors = Record<string, ManagedProblem>;

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A stored value as text: structured values (a gateway route's predicates) as JSON, an empty list as nothing. */
function shownText(stored: unknown): string {
  if (typeof stored !== 'object' || stored === null) return String(stored);
  return Array.isArray(stored) && stored.length === 0 ? '' : JSON.stringify(stored);
}

/** A record's values as the form edits them (all text); a new record starts with the initial values. */
export function managedValues(
  fields: readonly ManagedField[],
  record: Readonly<Record<string, unknown>> | null,
): ManagedValues {
  return Object.fromEntries(
    fields.map((field) => {
      // A write-only field is never filled from the record.
      const stored = record && !field.writeOnly ? record[field.key] : undefined;
      return [
        field.key,
        stored === null || stored === undefined ? (record ? '' : (field.initial ?? '')) : shownText(stored),
      ];
    }),
  );
}

export function managedErrors(fields: readonly ManagedField[], values: ManagedValues, editing: boolean): ManagedErrors {
  const errors: ManagedErrors = {};
  for (const field of fields) {
    if (field.listOnly || (editing && field.lockedOnEdit) || (field.shownWhen && !field.shownWhen(values))) continue;
    const value = (values[field.key] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.key] = 'required';
      continue;
    }
    if (field.maxLength !== undefined && value.length > field.maxLength) errors[field.key] = 'tooLong';
    else if (field.kind === 'integer' && !/^\d{1,9}$/.test(value)) errors[field.key] = 'integer';
    else if (field.kind === 'date' && !DATE.test(value)) errors[field.key] = 'date';
    else if (field.kind === 'datetime' && !DATETIME.test(value)) errors[field.key] = 'datetime';
    else if (field.pattern && !field.pattern.regex.test(value)) errors[field.key] = { message: field.pattern.message };
  }
  return errors;
}

/** The add / edit body: trimmed texts, numbers as numbers, empty values as null (or left out). */
export function managedBody(
  fields: readonly ManagedField[],
  values: ManagedValues,
  id: unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = id === null || id === undefined ? {} : { id };
  for (const field of fields) {
    if (field.listOnly || (id !== null && id !== undefined && field.lockedOnEdit)) continue;
    const value = field.shownWhen && !field.shownWhen(values) ? '' : (values[field.key] ?? '').trim();
    if (!value) {
      if (!field.writeOnly) body[field.key] = null;
      continue;
    }
    body[field.key] = field.kind === 'integer' || field.numeric ? Number(value) : value;
  }
  return body;
}
