import type { FastifyPluginAsync } from 'fastify';
import { fail, okMessage } from '../../../http';
import { systemMessages } from '../../../messages';
import { ADMIN_ROLE_CODE } from '../escalation-guard';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';

/**
 * Deleting roles takes their grants and their users' memberships with them, in one transaction.
 * The administrators' role cannot be deleted: the server would be left without one.
 */
export const roleDeleteRoutes: FastifyPluginAsync = async (app) => {
  const remove = async (ids: string[], message: string) => {
    const roles = await app.db.selectFrom('sys_role').select(['id', 'roleCode']).where('id', 'in', ids).execute();
    if (roles.length !== ids.length) return fail(systemMessages.roleNotFound);
    if (roles.some((role) => role.roleCode === ADMIN_ROLE_CODE)) return fail(systemMessages.adminRoleProtected);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_role_permission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_user_role').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_role').where('id', 'in', ids).execute();
    });
    return okMessage(message);
  };

  app.delete<{ Querystring: { id: string } }>(
    '/sys/role/delete',
    { config: { permission: 'role:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id), systemMessages.roleDeleted),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/role/deleteBatch',
    { config: { permission: 'role:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids), systemMessages.roleDeleted),
  );
};
