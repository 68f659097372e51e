import { dictTableColumns } from '../../../db/dict-tables';
import type { FieldSpec, ResourceSpec } from '../../../resources';

const offered = dictTableColumns as Readonly<Record<string, readonly string[] | undefined>>;

/**
 * Whether `/sys/duplicate/check` answers for a unique field: only for columns a dictionary may
 * show (the allow-list keeps personal data out: phone numbers, identity cards). The others are
 * checked when the form is saved.
 */
export function duplicateCheckable(resource: ResourceSpec, field: FieldSpec): boolean {
  return Boolean(field.unique) && (offered[resource.code]?.includes(field.name) ?? false);
}
