import { sql, type Kysely } from 'kysely';
import { clientColumnKind, type ClientTable, type Database } from '../../db';
import { conditionSql, typedValue, type Condition } from '../../query';
import { presentRows, tenantRows } from './table-dict';

/** One level of a tree kept in a table (a parent-id column), all names from the allow-list. */
export interface TableTree {
  table: ClientTable;
  text: string;
  code: string;
  pidField: string;
  /** The column telling whether a row has children; absent: found by looking for children. */
  hasChildField?: string;
  /** JeecgBoot's converIsLeafVal=1: the column holds '1' for "has children"; else it holds "is leaf". */
  convertLeaf: boolean;
  conditions: Condition[];
}

/** A node as tree selects read it (JeecgBoot's TreeSelectModel; `value` is the key). */
export interface TreeNode {
  key: string;
  title: string;
  label: string;
  value: string;
  parentId: string | null;
  leaf: boolean;
}

/** A tree level is rarely long; a cap keeps one request from reading a whole table. */
const LEVEL_LIMIT = 1000;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function parentCondition(tree: TableTree, pid: string | undefined): Condition {
  const kind = clientColumnKind(tree.table, tree.pidField) ?? 'text';
  // Roots have an empty parent (JeecgBoot: pid = '' or pid is null).
  if (pid === undefined || pid === '') return { field: tree.pidField, kind, op: 'empty', value: null };
  return { field: tree.pidField, kind, op: '=', value: typedValue(tree.pidField, kind, pid) };
}

async function keysWithChildren(
  db: AnyDb,
  tree: TableTree,
  keys: readonly string[],
  tenantId: number,
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  let query = db
    .selectFrom(tree.table)
    .select(sql<unknown>`${sql.ref(tree.pidField)}`.as('parent'))
    .distinct();
  for (const condition of [...presentRows(tree.table), ...tenantRows(tree.table, tenantId)])
    query = query.where(conditionSql(condition));
  const kind = clientColumnKind(tree.table, tree.pidField) ?? 'text';
  const parents = kind === 'number' ? keys.map(Number).filter(Number.isFinite) : [...keys];
  if (!parents.length) return new Set();
  const rows = await query.where(sql.ref(tree.pidField), 'in', parents).execute();
  return new Set(rows.map((row) => asText(row.parent)));
}

/** The children of `pid` (the roots when it is empty), in text order; of a business table, the tenant's rows only. */
export async function treeChildren(
  db: Kysely<Database>,
  tree: TableTree,
  pid: string | undefined,
  tenantId: number,
): Promise<TreeNode[]> {
  // The table is chosen at run time from the allow-list, so the typed builder cannot know it.
  const anyDb = db as unknown as AnyDb;
  let query = anyDb
    .selectFrom(tree.table)
    .select([
      sql<unknown>`${sql.ref(tree.code)}`.as('key'),
      sql<unknown>`${sql.ref(tree.text)}`.as('title'),
      sql<unknown>`${sql.ref(tree.pidField)}`.as('parentId'),
      sql<unknown>`${tree.hasChildField ? sql.ref(tree.hasChildField) : sql.lit(null)}`.as('hasChild'),
    ]);
  for (const condition of [
    parentCondition(tree, pid),
    ...tree.conditions,
    ...presentRows(tree.table),
    ...tenantRows(tree.table, tenantId),
  ])
    query = query.where(conditionSql(condition));
  const rows = await query.orderBy(sql.ref(tree.text)).orderBy(sql.ref(tree.code)).limit(LEVEL_LIMIT).execute();

  const withChildren = tree.hasChildField
    ? undefined
    : await keysWithChildren(
        anyDb,
        tree,
        rows.map((row) => asText(row.key)),
        tenantId,
      );
  return rows.map((row) => {
    const key = asText(row.key);
    const flag = asText(row.hasChild);
    const leaf = withChildren
      ? !withChildren.has(key)
      : tree.convertLeaf
        ? flag !== '1'
        : flag === '1' || flag === 'true';
    const title = asText(row.title);
    return {
      key,
      title,
      label: title,
      value: key,
      parentId: row.parentId === null ? null : asText(row.parentId),
      leaf,
    };
  });
}
