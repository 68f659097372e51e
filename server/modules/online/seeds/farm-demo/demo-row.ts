import type { RecordOf, ResourceSpec } from '../../../../resources';
import { newId } from '../../../../db';

/**
 * A complete row of a declared resource: every field named (null when not given), so multi-row
 * inserts work on SQLite, with a new id and the audit columns.
 */
export function demoRow<R extends ResourceSpec>(
  resource: R,
  values: Partial<RecordOf<R>>,
  createTime: string,
): RecordOf<R> {
  const given = values as Record<string, unknown>;
  // Built key by key (no spread of a built object): ten thousand orders are made this way.
  const row: Record<string, unknown> = { id: (given.id as string | undefined) ?? newId() };
  for (const field of resource.fields) row[field.name] = given[field.name] ?? null;
  row.createBy = 'admin';
  row.createTime = createTime;
  row.updateBy = null;
  row.updateTime = null;
  return row as RecordOf<R>;
}
