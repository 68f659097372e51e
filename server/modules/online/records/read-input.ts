import { onlineMessages as say } from '../../../messages';
import type { ResourceSpec } from '../resources';
import { convertFieldValue, type StoredValue } from './field-value';

/** Field name -> stored value, for the fields an input named (a Map: no prototype to pollute). */
export type RecordValues = Map<string, StoredValue>;

export interface InputCheck {
  values: RecordValues;
  errors: string[];
}

/**
 * Keys a form may send back that the server owns: the id (it comes from the URL or is made
 * here), the audit columns, the tenant and department the row belongs to, and the
 * `<field>_dictText` texts of a record it read before. JeecgBoot's forms send the whole record
 * back on edit, so these are ignored, never refused, and never written.
 */
const SERVER_KEYS = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'tenantId', 'sysOrgCode']);
const DICT_TEXT = '_dictText';

function isServerKey(resource: ResourceSpec, key: string): boolean {
  if (SERVER_KEYS.has(key)) return true;
  const field = resource.fields.find((candidate) => candidate.name === (key.endsWith(DICT_TEXT) ? key.slice(0, -DICT_TEXT.length) : key));
  return Boolean(field && (key.endsWith(DICT_TEXT) || field.serverOwned));
}

/**
 * Reads a JSON body of an add or an edit: every other key is refused (never dropped), each value
 * is converted to its field's kind, and required fields must hold a value (on an edit, only those
 * the body names: an edit changes the fields it sends).
 */
export function readInput(resource: ResourceSpec, input: unknown, mode: 'add' | 'edit'): InputCheck {
  const values: RecordValues = new Map();
  const errors: string[] = [];
  const failed = new Set<string>();
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { values, errors: [say.bodyNotObject] };
  for (const [key, raw] of Object.entries(input)) {
    const field = resource.fields.find((candidate) => candidate.name === key);
    if (!field || field.serverOwned) {
      if (!isServerKey(resource, key)) errors.push(say.unknownField(key));
      continue;
    }
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
