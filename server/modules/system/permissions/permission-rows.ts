import type { Kysely } from 'kysely';
import type { PermissionRow } from '../../../access';
import type { Database } from '../../../db';
import { factsOf, grantTree, type GrantNode, type TreeFacts } from './permission-tree';

/** Every live menu and button, in menu order. */
export function allPermissionRows(db: Kysely<Database>): Promise<PermissionRow[]> {
  return db.selectFrom('sys_permission').selectAll().where('delFlag', '=', 0).orderBy('sortNo').orderBy('id').execute();
}

/** Which rows have children (among the given rows) and which have data rules. */
export async function treeFacts(db: Kysely<Database>, rows: readonly PermissionRow[]): Promise<TreeFacts> {
  const rules = await db.selectFrom('sys_permission_data_rule').select('permissionId').distinct().execute();
  return factsOf(rows, new Set(rules.map((rule) => rule.permissionId)));
}

/** `{ treeList, ids }`: the answer of every grant-tree call (role, department, department role). */
export async function grantTreeAnswer(
  db: Kysely<Database>,
  rows: readonly PermissionRow[],
): Promise<{ treeList: GrantNode[]; ids: string[] }> {
  const facts = await treeFacts(db, rows);
  return { treeList: grantTree(rows, facts), ids: rows.map((row) => row.id) };
}
