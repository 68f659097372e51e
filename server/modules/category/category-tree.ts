import type { Kysely, Selectable } from 'kysely';
import type { Database, SysCategoryTable } from '../../db';
import { seededText } from '../../i18n';
import { conditionSql, type Condition } from '../../query';

export type Category = Selectable<SysCategoryTable>;

/** A category as tree selects read it (JeecgBoot's TreeSelectModel; `value` is the id). */
export interface CategoryNode {
  key: string;
  title: string;
  label: string;
  value: string;
  code: string;
  parentId: string;
  leaf: boolean;
  children?: CategoryNode[];
}

/** A select shows the name in the request's language (a seeded category's English). */
export function categoryNode(row: Category): CategoryNode {
  const name = seededText('category', row.name);
  return {
    key: row.id,
    title: name,
    label: name,
    value: row.id,
    code: row.code,
    parentId: row.pid,
    leaf: row.hasChild !== '1',
  };
}

/** The children of one category (the roots under '0'), in code order. */
export async function categoryChildren(
  db: Kysely<Database>,
  pid: string,
  conditions: readonly Condition[] = [],
): Promise<CategoryNode[]> {
  let query = db.selectFrom('sys_category').selectAll().where('pid', '=', pid);
  for (const condition of conditions) query = query.where(conditionSql(condition));
  return (await query.orderBy('code').execute()).map(categoryNode);
}

/** Every category by parent id: the tree is small, one read serves a whole subtree. */
export async function categoriesByParent(db: Kysely<Database>): Promise<Map<string, Category[]>> {
  const rows = await db.selectFrom('sys_category').selectAll().orderBy('code').execute();
  const byParent = new Map<string, Category[]>();
  for (const row of rows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
  return byParent;
}

/** Nodes with all their descendants attached (JeecgBoot's synchronous loading). */
export function withDescendants(
  nodes: readonly CategoryNode[],
  byParent: ReadonlyMap<string, Category[]>,
  seen = new Set<string>(),
): CategoryNode[] {
  return nodes.map((node) => {
    // A cycle in hand-edited data must not recurse forever.
    if (seen.has(node.key)) return node;
    seen.add(node.key);
    const children = (byParent.get(node.key) ?? []).map(categoryNode);
    return children.length ? { ...node, children: withDescendants(children, byParent, seen) } : node;
  });
}

/** The ids of some categories and of everything below them. */
export function subtreeIds(ids: readonly string[], byParent: ReadonlyMap<string, Category[]>): Set<string> {
  const found = new Set<string>();
  const pending = [...ids];
  while (pending.length) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(byParent.get(id) ?? []).map((child) => child.id));
  }
  return found;
}
