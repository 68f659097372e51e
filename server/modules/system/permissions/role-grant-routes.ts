import type { FastifyPluginAsync } from 'fastify';
import { newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { ADMIN_ROLE_CODE, assertGrantable, isAdministrator } from '../escalation-guard';
import { idList } from '../id-list';
import { grantChanges, grantSaveSchema } from './grant-changes';
import { livePermissionIds } from './live-permissions';

interface SaveRoleGrantsBody {
  roleId: string;
  permissionIds?: string | null;
  lastpermissionIds?: string | null;
}

/** A role's grants: read by the role page's grant editor, saved with 'role:authorize' and within one's own grants. */
export const roleGrantRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { roleId: string } }>(
    '/sys/permission/queryRolePermission',
    {
      config: { permission: ['role:authorize', 'role:list'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['roleId'],
          properties: { roleId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_role_permission')
        .select('permissionId')
        .where('roleId', '=', request.query.roleId)
        .execute();
      return ok(rows.map((row) => row.permissionId));
    },
  );

  app.post<{ Body: SaveRoleGrantsBody }>(
    '/sys/permission/saveRolePermission',
    { config: { permission: 'role:authorize' }, schema: { body: grantSaveSchema('roleId') } },
    async (request) => {
      const caller = requireCaller(request);
      const { roleId } = request.body;
      const role = await app.db
        .selectFrom('sys_role')
        .select(['id', 'roleCode'])
        .where('id', '=', roleId)
        .executeTakeFirst();
      if (!role) return fail(systemMessages.roleNotFound);
      if (role.roleCode === ADMIN_ROLE_CODE && !(await isAdministrator(app.db, caller.userId)))
        return fail(systemMessages.adminRoleProtected);
      const checked = idList(request.body.permissionIds);
      if ((await livePermissionIds(app.db, checked)).length !== checked.length)
        return fail(systemMessages.unknownPermission);

      const stored = (
        await app.db.selectFrom('sys_role_permission').select('permissionId').where('roleId', '=', roleId).execute()
      ).map((row) => row.permissionId);
      const loaded =
        request.body.lastpermissionIds === undefined || request.body.lastpermissionIds === null
          ? undefined
          : idList(request.body.lastpermissionIds);
      const { add, remove } = grantChanges(checked, loaded, stored);
      await assertGrantable(app.db, caller, add);
      await app.db.transaction().execute(async (trx) => {
        if (remove.length)
          await trx
            .deleteFrom('sys_role_permission')
            .where('roleId', '=', roleId)
            .where('permissionId', 'in', remove)
            .execute();
        for (const permissionId of add)
          await trx.insertInto('sys_role_permission').values({ id: newId(), roleId, permissionId }).execute();
      });
      return okMessage(systemMessages.saved);
    },
  );
};
