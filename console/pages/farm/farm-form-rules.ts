import type { FarmField, FarmRecord } from './farm-declaration';

/** A form value as typed: every control edits text (numbers are read on submit). */
export type FarmFormValues = Record<string, string>;

/** Why a value is refused: a catalogue key with its parameters, or the server's pattern message as it is. */
export type FarmFieldError = { key: FarmRuleKey; params?: Record<string, string | number> } | { text: string };

export type FarmRuleKey =
  | 'farm.rule.required'
  | 'farm.rule.choose'
  | 'validation.maxLength'
  | 'farm.rule.number'
  | 'farm.rule.integer'
  | 'farm.rule.min'
  | 'farm.rule.max'
  | 'farm.rule.date'
  | 'farm.rule.datetime';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const CHOSEN_VIEWS = new Set(['list', 'list_multi', 'sel_search', 'image', 'file', 'date', 'datetime']);

/** The form's starting values: a record's stored values as text, or empty for a new record. */
export function farmFormValues(fields: readonly FarmField[], record: FarmRecord | null): FarmFormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      record?.[field.name] === null || record?.[field.name] === undefined ? '' : String(record[field.name]),
    ]),
  );
}

function numberError(field: FarmField, text: string): FarmFieldError | undefined {
  const value = Number(text);
  if (!Number.isFinite(value)) return { key: 'farm.rule.number', params: { title: field.title } };
  if (field.integer && !Number.isInteger(value)) return { key: 'farm.rule.integer', params: { title: field.title } };
  if (field.min !== undefined && value < field.min)
    return { key: 'farm.rule.min', params: { title: field.title, n: field.min } };
  if (field.max !== undefined && value > field.max)
    return { key: 'farm.rule.max', params: { title: field.title, n: field.max } };
  return undefined;
}

/** The first rule a field's value breaks, in the order a user fixes them: required, form, length, pattern. */
export function farmFieldError(field: FarmField, raw: string): FarmFieldError | undefined {
  const text = raw.trim();
  if (!text)
    return field.required
      ? {
          key: CHOSEN_VIEWS.has(field.view) ? 'farm.rule.choose' : 'farm.rule.required',
          params: { title: field.title },
        }
      : undefined;
  if (field.kind === 'number') return numberError(field, text);
  if (field.kind === 'date' && !DATE.test(text)) return { key: 'farm.rule.date', params: { title: field.title } };
  if (field.kind === 'datetime' && !DATETIME.test(text))
    return { key: 'farm.rule.datetime', params: { title: field.title } };
  if (field.length !== undefined && text.length > field.length)
    return { key: 'validation.maxLength', params: { n: field.length } };
  if (field.patternRegex && !new RegExp(field.patternRegex).test(text))
    return { text: field.patternMessage ?? field.title };
  return undefined;
}

export function farmFormErrors(fields: readonly FarmField[], values: FarmFormValues): Record<string, FarmFieldError> {
  const errors: Record<string, FarmFieldError> = {};
  for (const field of fields) {
    const error = farmFieldError(field, values[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The add/edit request body: numbers as numbers, cleared fields as null (an edit clears them), the id when editing. */
export function farmFormBody(
  fields: readonly FarmField[],
  values: FarmFormValues,
  id: string | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = id ? { id } : {};
  for (const field of fields) {
    const text = (values[field.name] ?? '').trim();
    if (!text) body[field.name] = null;
    else body[field.name] = field.kind === 'number' ? Number(text) : text;
  }
  return body;
}
