import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { orgMessages, systemMessages } from '../../../messages';
import {
  allPermissionRows,
  assertGrantable,
  grantChanges,
  grantSaveSchema,
  grantTreeAnswer,
  idList,
  livePermissionIds,
} from '../../system';

interface SaveBody {
  permissionIds?: string | null;
  lastpermissionIds?: string | null;
}

const queryOne = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } },
  }) as const;

const loadedIds = (body: SaveBody) =>
  body.lastpermissionIds === undefined || body.lastpermissionIds === null ? undefined : idList(body.lastpermissionIds);

/**
 * Department grants: what a department may hand out ('depart:authorize'), and what each of its
 * roles gets from that ('depart_role:authorize'). A department role is granted only what its
 * department holds, and nobody grants beyond their own permissions.
 */
export const departGrantRoutes: FastifyPluginAsync = async (app) => {
  const departGrants = async (departId: string) =>
    (
      await app.db.selectFrom('sys_depart_permission').select('permissionId').where('departId', '=', departId).execute()
    ).map((row) => row.permissionId);

  app.get<{ Querystring: { departId: string } }>(
    '/sys/permission/queryDepartPermission',
    { config: { permission: 'depart:authorize' }, schema: { querystring: queryOne('departId') } },
    async (request) => ok(await departGrants(request.query.departId)),
  );

  app.post<{ Body: SaveBody & { departId: string } }>(
    '/sys/permission/saveDepartPermission',
    { config: { permission: 'depart:authorize' }, schema: { body: grantSaveSchema('departId') } },
    async (request) => {
      const caller = requireCaller(request);
      const { departId } = request.body;
      const depart = await app.db
        .selectFrom('sys_depart')
        .select('id')
        .where('id', '=', departId)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!depart) return fail(systemMessages.unknownDepart);
      const checked = idList(request.body.permissionIds);
      if ((await livePermissionIds(app.db, checked)).length !== checked.length)
        return fail(systemMessages.unknownPermission);
      const { add, remove } = grantChanges(checked, loadedIds(request.body), await departGrants(departId));
      await assertGrantable(app.db, caller, add);
      await app.db.transaction().execute(async (trx) => {
        if (remove.length) {
          await trx
            .deleteFrom('sys_depart_permission')
            .where('departId', '=', departId)
            .where('permissionId', 'in', remove)
            .execute();
          // What the department no longer holds, its roles no longer hold either.
          await trx
            .deleteFrom('sys_depart_role_permission')
            .where('departId', '=', departId)
            .where('permissionId', 'in', remove)
            .execute();
        }
        for (const permissionId of add) {
          await trx
            .insertInto('sys_depart_permission')
            .values({ id: newId(), departId, permissionId, dataRuleIds: null })
            .execute();
        }
      });
      return okMessage(systemMessages.saved);
    },
  );

  // The department role grant editor's tree: only what the department holds.
  app.get<{ Querystring: { departId: string } }>(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { config: { permission: 'depart_role:authorize' }, schema: { querystring: queryOne('departId') } },
    async (request) => {
      const held = new Set(await departGrants(request.query.departId));
      const rows = (await allPermissionRows(app.db)).filter((row) => held.has(row.id));
      return ok(await grantTreeAnswer(app.db, rows));
    },
  );

  app.get<{ Querystring: { roleId: string } }>(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config: { permission: 'depart_role:authorize' }, schema: { querystring: queryOne('roleId') } },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_depart_role_permission')
        .select('permissionId')
        .where('roleId', '=', request.query.roleId)
        .execute();
      return ok(rows.map((row) => row.permissionId));
    },
  );

  app.post<{ Body: SaveBody & { roleId: string } }>(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    { config: { permission: 'depart_role:authorize' }, schema: { body: grantSaveSchema('roleId') } },
    async (request) => {
      const caller = requireCaller(request);
      const { roleId } = request.body;
      const role = await app.db
        .selectFrom('sys_depart_role')
        .select(['id', 'departId'])
        .where('id', '=', roleId)
        .executeTakeFirst();
      if (!role) return fail(orgMessages.departRoleUnknown);
      const checked = idList(request.body.permissionIds);
      const held = new Set(await departGrants(role.departId));
      if (checked.some((id) => !held.has(id))) return fail(orgMessages.beyondDepartGrants);
      const stored = (
        await app.db
          .selectFrom('sys_depart_role_permission')
          .select('permissionId')
          .where('roleId', '=', roleId)
          .execute()
      ).map((row) => row.permissionId);
      const { add, remove } = grantChanges(checked, loadedIds(request.body), stored);
      await assertGrantable(app.db, caller, add);
      const operateDate = formatDateTime(app.clock());
      await app.db.transaction().execute(async (trx) => {
        if (remove.length)
          await trx
            .deleteFrom('sys_depart_role_permission')
            .where('roleId', '=', roleId)
            .where('permissionId', 'in', remove)
            .execute();
        for (const permissionId of add) {
          await trx
            .insertInto('sys_depart_role_permission')
            .values({
              id: newId(),
              departId: role.departId,
              roleId,
              permissionId,
              dataRuleIds: null,
              operateDate,
              operateIp: request.ip,
            })
            .execute();
        }
      });
      return okMessage(systemMessages.saved);
    },
  );
};
