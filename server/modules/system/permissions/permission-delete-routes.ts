import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db';
import { fail, okMessage } from '../../../http';
import { systemMessages } from '../../../messages';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';
import { refreshLeafFlags } from './leaf-flags';

/** The entries and everything below them (a menu goes with its pages and buttons). */
async function withDescendants(trx: Transaction<Database>, ids: readonly string[]): Promise<string[]> {
  const rows = await trx.selectFrom('sys_permission').select(['id', 'parentId']).execute();
  const found = new Set(ids.filter((id) => rows.some((row) => row.id === id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * Deleting a menu entry deletes what is below it and, in the same transaction, every grant of
 * them (roles, departments, department roles) and their data rules.
 */
async function deleteEntries(trx: Transaction<Database>, ids: readonly string[]): Promise<number> {
  const doomed = await withDescendants(trx, ids);
  if (!doomed.length) return 0;
  const parents = await trx.selectFrom('sys_permission').select('parentId').where('id', 'in', doomed).execute();
  await trx.deleteFrom('sys_role_permission').where('permissionId', 'in', doomed).execute();
  await trx.deleteFrom('sys_depart_permission').where('permissionId', 'in', doomed).execute();
  await trx.deleteFrom('sys_depart_role_permission').where('permissionId', 'in', doomed).execute();
  await trx.deleteFrom('sys_permission_data_rule').where('permissionId', 'in', doomed).execute();
  await trx.deleteFrom('sys_permission').where('id', 'in', doomed).execute();
  await refreshLeafFlags(
    trx,
    parents.map((row) => row.parentId).filter((id) => id && !doomed.includes(id)),
  );
  return doomed.length;
}

export const permissionDeleteRoutes: FastifyPluginAsync = async (app) => {
  const remove = async (ids: string[]) => {
    const deleted = await app.db.transaction().execute((trx) => deleteEntries(trx, ids));
    return deleted ? okMessage(systemMessages.deleted) : fail(systemMessages.notFound);
  };

  app.delete<{ Querystring: { id: string } }>(
    '/sys/permission/delete',
    { config: { permission: 'permission:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id)),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/permission/deleteBatch',
    { config: { permission: 'permission:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids)),
  );
};
