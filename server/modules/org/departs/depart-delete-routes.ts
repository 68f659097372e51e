import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db';
import { fail, okMessage } from '../../../http';
import { systemMessages } from '../../../messages';
import { departSubtreeIds, idList, idQuerySchema, idsQuerySchema, moveOffLeftDeparts, requiredIds } from '../../system';

/**
 * Removes departments and everything tied to them, in the caller's transaction: memberships,
 * department roles with their members and grants, the departments' own grants. Users who worked
 * in a removed department move to another of theirs (or none), and superiors stop managing it.
 */
async function removeDeparts(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  const doomed = [...ids];
  const codes = (await trx.selectFrom('sys_depart').select('orgCode').where('id', 'in', doomed).execute()).map(
    (row) => row.orgCode,
  );
  const roleIds = trx.selectFrom('sys_depart_role').select('id').where('departId', 'in', doomed);
  await trx.deleteFrom('sys_depart_role_user').where('droleId', 'in', roleIds).execute();
  await trx.deleteFrom('sys_depart_role_permission').where('departId', 'in', doomed).execute();
  await trx.deleteFrom('sys_depart_role').where('departId', 'in', doomed).execute();
  await trx.deleteFrom('sys_depart_permission').where('departId', 'in', doomed).execute();
  await trx.deleteFrom('sys_user_depart').where('depId', 'in', doomed).execute();
  await trx.deleteFrom('sys_depart').where('id', 'in', doomed).execute();

  await moveOffLeftDeparts(trx, codes);
  const superiors = await trx
    .selectFrom('sys_user')
    .select(['id', 'departIds'])
    .where('departIds', 'is not', null)
    .execute();
  for (const user of superiors) {
    const kept = idList(user.departIds).filter((id) => !doomed.includes(id));
    if (kept.length !== idList(user.departIds).length) {
      await trx
        .updateTable('sys_user')
        .set({ departIds: kept.join(',') || null })
        .where('id', '=', user.id)
        .execute();
    }
  }
}

/** Deleting a department deletes the departments below it too (JeecgBoot `deleteBatchWithChildren`). */
export const departDeleteRoutes: FastifyPluginAsync = async (app) => {
  const remove = async (ids: string[]) => {
    const doomed = await departSubtreeIds(app.db, ids);
    if (!doomed.length) return fail(systemMessages.notFound);
    await app.db.transaction().execute((trx) => removeDeparts(trx, doomed));
    return okMessage(systemMessages.deleted);
  };

  app.delete<{ Querystring: { id: string } }>(
    '/sys/sysDepart/delete',
    { config: { permission: 'depart:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id)),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/sysDepart/deleteBatch',
    { config: { permission: 'depart:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids)),
  );
};
