import type { ClientTable } from '../../db';
import { refused } from '../../http';
import { dictMessages } from '../../messages';
import { typedValue, type Condition } from '../../query';
import { dictColumn } from './table-dict';

/** More fields than any tree select needs is a mistake or an attack. */
export const MAX_CONDITION_FIELDS = 20;

function parsedObject(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refused(dictMessages.conditionNotJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refused(dictMessages.conditionNotJson);
  return parsed as Record<string, unknown>;
}

/**
 * A tree select's `condition`: a JSON object string of field -> value, each an equality (null:
 * empty). Field names go through the allow-list and values are bound, so neither a key nor a
 * value ever becomes SQL (JeecgBoot put both into its query text).
 */
export function treeConditions(raw: string | undefined, table: ClientTable): Condition[] {
  if (raw === undefined || !raw.trim()) return [];
  const entries = Object.entries(parsedObject(raw));
  if (entries.length > MAX_CONDITION_FIELDS) throw refused(dictMessages.conditionTooLarge(MAX_CONDITION_FIELDS));
  return entries.map(([name, value]): Condition => {
    const { field, kind } = dictColumn(table, name);
    if (value === null) return { field, kind, op: 'empty', value: null };
    if (typeof value === 'boolean') return { field, kind, op: '=', value: typedValue(field, kind, value ? '1' : '0') };
    if (typeof value === 'string' || typeof value === 'number')
      return { field, kind, op: '=', value: typedValue(field, kind, String(value)) };
    throw refused(dictMessages.conditionValue(name));
  });
}
