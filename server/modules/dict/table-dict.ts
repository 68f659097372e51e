import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  clientColumnKind,
  columnFromSnakeCase,
  dictColumnKind,
  isDictTable,
  type ClientTable,
  type Database,
} from '../../db';
import { refused } from '../../http';
import { dictMessages } from '../../messages';
import { conditionSql, typedValue, type Condition, type FieldKind } from '../../query';
import { dictItem, type DictItem } from './dict-items';

/** A table dictionary 'table,textField,valueField[,filter]', checked against the allow-list. */
export interface TableDict {
  table: ClientTable;
  text: string;
  value: string;
  filter: Condition[];
}

/** A table of the dictionary allow-list (db/dict-tables.ts), or a refusal naming it. */
export function dictTable(name: string): ClientTable {
  const table = name.trim();
  if (!isDictTable(table)) throw refused(dictMessages.unknownTable(table));
  return table;
}

/** A column a client named (camelCase or snake_case), if the dictionary allow-list offers it. */
export function dictColumn(table: ClientTable, name: string): { field: string; kind: FieldKind } {
  const field = columnFromSnakeCase(name.trim());
  const kind = dictColumnKind(table, field);
  if (!kind) throw refused(dictMessages.unknownField(name.trim()));
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
    if (!match) throw refused(dictMessages.badFilter);
    const [, name = '', singleQuoted, doubleQuoted, bare] = match;
    const { field, kind } = dictColumn(table, name);
    return { field, kind, op: '=', value: typedValue(field, kind, singleQuoted ?? doubleQuoted ?? bare ?? '') };
  });
}

export function parseTableDict(spec: string): TableDict {
  const [table = '', text = '', value = '', ...rest] = spec.split(',');
  if (!table.trim() || !text.trim() || !value.trim()) throw refused(dictMessages.badTableDict);
  const name = dictTable(table);
  return {
    table: name,
    text: dictColumn(name, text).field,
    value: dictColumn(name, value).field,
    filter: parseFilter(name, rest.join(',')),
  };
}

/** Rows a table marks as deleted are never offered (tables flag it as 0/'0' present). */
export function presentRows(table: ClientTable): Condition[] {
  const deleted = clientColumnKind(table, 'delFlag');
  return deleted ? [{ field: 'delFlag', kind: deleted, op: '=', value: deleted === 'number' ? 0 : '0' }] : [];
}

/**
 * A business table offers the request tenant's rows only (its allow-list names `tenantId`,
 * migration 0010): a picker or a code's text never shows another tenant's names.
 */
export function tenantRows(table: ClientTable, tenantId: number): Condition[] {
  return clientColumnKind(table, 'tenantId') === 'number'
    ? [{ field: 'tenantId', kind: 'number', op: '=', value: tenantId }]
    : [];
}

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/** A value list on one column, leaving out values the column's kind cannot hold. */
function inList(field: string, kind: FieldKind, values: readonly string[]): Condition | undefined {
  const usable = kind === 'number' ? values.filter(isNumber).map(Number) : [...values];
  return usable.length ? { field, kind, op: 'in', value: usable } : undefined;
}

function contains(field: string, kind: FieldKind, keyword: string): Condition | undefined {
  if (kind !== 'number') return { field, kind, op: 'contains', value: keyword };
  return isNumber(keyword) ? { field, kind, op: '=', value: Number(keyword) } : undefined;
}

function anyOf(conditions: readonly (Condition | undefined)[]): Expression<SqlBool> {
  const present = conditions.filter((condition): condition is Condition => condition !== undefined);
  if (!present.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(
    present.map((condition) => conditionSql(condition)),
    sql` or `,
  )})`;
}

export interface TableDictSearch {
  /** JeecgBoot's search: text or value contains it; a comma list matches either exactly. */
  keyword?: string;
  /** Only these values. */
  keys?: readonly string[];
  limit?: number;
  offset?: number;
}

/** The rows of a table dictionary as items, in text order; deleted rows and other tenants' rows are left out. */
export async function tableDictItems(
  db: Kysely<Database>,
  dict: TableDict,
  tenantId: number,
  search: TableDictSearch = {},
): Promise<DictItem[]> {
  const kindOf = (field: string) => clientColumnKind(dict.table, field) ?? 'text';
  const textKind = kindOf(dict.text);
  const valueKind = kindOf(dict.value);
  const where: Expression<SqlBool>[] = [
    ...dict.filter,
    ...presentRows(dict.table),
    ...tenantRows(dict.table, tenantId),
  ].map((condition) => conditionSql(condition));
  const keyword = search.keyword?.trim();
  if (keyword) {
    const words = keyword
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    where.push(
      keyword.includes(',')
        ? anyOf([inList(dict.text, textKind, words), inList(dict.value, valueKind, words)])
        : anyOf([contains(dict.text, textKind, keyword), contains(dict.value, valueKind, keyword)]),
    );
  }
  if (search.keys) where.push(anyOf([inList(dict.value, valueKind, search.keys)]));

  // The table is chosen at run time from the allow-list, so the typed builder cannot know it.
  let query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(dict.table)
    .select([sql<string>`${sql.ref(dict.value)}`.as('value'), sql<string>`${sql.ref(dict.text)}`.as('text')]);
  for (const condition of where) query = query.where(condition);
  const rows = await query
    .orderBy(sql.ref(dict.text))
    .orderBy(sql.ref(dict.value))
    .limit(search.limit ?? 1000)
    .offset(search.offset ?? 0)
    .execute();
  return rows.map((row) => dictItem(String(row.value ?? ''), String(row.text ?? '')));
}
