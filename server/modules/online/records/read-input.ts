import { onlineMessages as say } from '../../../messages';
import type { ResourceSpec } from '../../../resources';
import { convertFieldValue, type StoredValue } from './field-value';

/** Field name -> stored value, for the fields an input named (a Map: no prototype to pollute). */
export type RecordValues = Map<string, StoredValue>;

export interface InputCheck {
  values: RecordValues;
  errors: string[];
}

/**
 * Reads a JSON body of an add or an edit: each value of a field the form may set is converted to
 * its field's kind, and required fields must hold a value (on an edit, only those the body names:
 * an edit changes the fields it sends). JeecgBoot's forms send back the whole record they loaded
 * (its id, audit columns, tenant, `<field>_dictText` texts, a table's snake_case columns), and its
 * backend binds what it knows and ignores the rest; so here every other key, and every field the
 * server sets itself (`serverOwned`), is ignored and never written, as `http/declared-fields.ts`
 * does for the other resources' bodies.
 */
export function readInput(resource: ResourceSpec, input: unknown, mode: 'add' | 'edit'): InputCheck {
  const values: RecordValues = new Map();
  const errors: string[] = [];
  const failed = new Set<string>();
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { values, errors: [say.bodyNotObject] };
  for (const [key, raw] of Object.entries(input)) {
    const field = resource.fields.find((candidate) => candidate.name === key);
    if (!field || field.serverOwned) continue;
    const converted = convertFieldValue(field, raw);
    if (converted.ok) values.set(field.name, converted.value);
    else {
      errors.push(converted.message);
      failed.add(field.name);
    }
  }
  for (const field of resource.fields) {
    if (!field.required || failed.has(field.name)) continue;
    const named = values.has(field.name);
    if ((mode === 'add' || named) && (values.get(field.name) ?? null) === null) errors.push(say.required(field.title));
  }
  return { values, errors };
}
