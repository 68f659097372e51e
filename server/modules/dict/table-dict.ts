import { sql, type Kysely } from 'kysely';
import { clientColumnKind, columnFromSnakeCase, isClientTable, type ClientTable, type Database } from '../../db';
import { badRequest } from '../../http';
import { dictMessages } from '../../messages';
import { conditionSql, typedValue, type Condition } from '../../query';
import { dictItem, type DictItem } from './dict-items';

/** A table dictionary 'table,textField,valueField[,filter]', checked against the allow-list. */
export interface TableDict {
  table: ClientTable;
  text: string;
  value: string;
  filter: Condition[];
}

function column(table: ClientTable, name: string): { field: string; kind: NonNullable<ReturnType<typeof clientColumnKind>> } {
  const field = columnFromSnakeCase(name.trim());
  const kind = clientColumnKind(table, field);
  if (!kind) throw badRequest(dictMessages.unknownField(name.trim()));
  return { field, kind };
}

/**
 * The filter is structured, never SQL: 'field=value' pairs joined by 'and' (values may be
 * quoted). JeecgBoot passes raw SQL here; anything beyond this form is refused.
 */
function parseFilter(table: ClientTable, filter: string): Condition[] {
  if (!filter.trim()) return [];
  return filter.split(/\s+and\s+/i).map((part) => {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(?:'([^']*)'|"([^"]*)"|([^\s'"]+))\s*$/.exec(part);
    if (!match) throw badRequest(dictMessages.badFilter);
    const { field, kind } = column(table, match[1]);
    return { field, kind, op: '=', value: typedValue(field, kind, match[2] ?? match[3] ?? match[4]) };
  });
}

export function parseTableDict(spec: string): TableDict {
  const [table = '', text = '', value = '', ...rest] = spec.split(',');
  if (!table.trim() || !text.trim() || !value.trim()) throw badRequest(dictMessages.badTableDict);
  const name = table.trim();
  if (!isClientTable(name)) throw badRequest(dictMessages.unknownTable(name));
  return { table: name, text: column(name, text).field, value: column(name, value).field, filter: parseFilter(name, rest.join(',')) };
}

/** The rows of a table dictionary as items; deleted rows are left out where the table marks them. */
export async function tableDictItems(db: Kysely<Database>, dict: TableDict, limit = 1000): Promise<DictItem[]> {
  const conditions = [...dict.filter];
  const deleted = clientColumnKind(dict.table, 'delFlag');
  if (deleted) conditions.push({ field: 'delFlag', kind: deleted, op: '=', value: deleted === 'number' ? 0 : '0' });
  // The table is chosen at run time from the allow-list, so the typed builder cannot know it.
  let query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(dict.table)
    .select([sql<string>`${sql.ref(dict.value)}`.as('value'), sql<string>`${sql.ref(dict.text)}`.as('text')]);
  for (const condition of conditions) query = query.where(conditionSql(condition));
  const rows = await query.orderBy(sql.ref(dict.text)).limit(limit).execute();
  return rows.map((row) => dictItem(String(row.value ?? ''), String(row.text ?? '')));
}
