import type { FastifyPluginAsync } from 'fastify';
import { newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { orgMessages, systemMessages } from '../../../messages';
import { assertGrantable, assertUsersManageable, grantChanges, idList } from '../../system';

interface RoleUserBody {
  userId: string;
  /** The department roles the user should hold (comma list). */
  newRoleId?: string | null;
  /** The roles the editor loaded (comma list): only the difference between the lists is applied. */
  oldRoleId?: string | null;
}

const roleUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: {
    userId: { type: 'string', minLength: 1, maxLength: 64 },
    newRoleId: { type: ['string', 'null'], maxLength: 20_000 },
    oldRoleId: { type: ['string', 'null'], maxLength: 20_000 },
  },
} as const;

/**
 * Who holds which department role. A user may only hold roles of departments they belong to,
 * and nobody hands out a role that grants more than they hold themselves.
 */
export const departRoleUserRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { userId: string; departId: string } }>(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    {
      config: { permission: 'depart_role:assign' },
      schema: {
        querystring: {
          type: 'object',
          required: ['userId', 'departId'],
          properties: {
            userId: { type: 'string', minLength: 1, maxLength: 64 },
            departId: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('sys_depart_role_user as ru')
        .innerJoin('sys_depart_role as r', 'r.id', 'ru.droleId')
        .select(['ru.id', 'ru.userId', 'ru.droleId'])
        .where('ru.userId', '=', request.query.userId)
        .where('r.departId', '=', request.query.departId)
        .execute();
      return ok(rows);
    },
  );

  app.post<{ Body: RoleUserBody }>(
    '/sys/sysDepartRole/deptRoleUserAdd',
    { config: { permission: 'depart_role:assign' }, schema: { body: roleUserSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const { userId } = request.body;
      const user = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('id', '=', userId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) return fail(systemMessages.userNotFound);
      const wanted = idList(request.body.newRoleId);
      const roles = wanted.length
        ? await app.db.selectFrom('sys_depart_role').select(['id', 'departId']).where('id', 'in', wanted).execute()
        : [];
      if (roles.length !== wanted.length) return fail(orgMessages.departRoleUnknown);
      const memberOf = new Set(
        (await app.db.selectFrom('sys_user_depart').select('depId').where('userId', '=', userId).execute()).map(
          (row) => row.depId,
        ),
      );
      if (roles.some((role) => !memberOf.has(role.departId))) return fail(orgMessages.notInDepart);

      const stored = (
        await app.db.selectFrom('sys_depart_role_user').select('droleId').where('userId', '=', userId).execute()
      ).map((row) => row.droleId);
      // As JeecgBoot: only the difference between the two lists changes (roles of other departments stay).
      const { add, remove } = grantChanges(wanted, idList(request.body.oldRoleId), stored);
      await assertUsersManageable(app.db, caller, [userId]);
      if (add.length) {
        const granted = await app.db
          .selectFrom('sys_depart_role_permission')
          .select('permissionId')
          .where('roleId', 'in', add)
          .execute();
        await assertGrantable(
          app.db,
          caller,
          granted.map((row) => row.permissionId),
        );
      }
      await app.db.transaction().execute(async (trx) => {
        if (remove.length)
          await trx
            .deleteFrom('sys_depart_role_user')
            .where('userId', '=', userId)
            .where('droleId', 'in', remove)
            .execute();
        for (const droleId of add)
          await trx.insertInto('sys_depart_role_user').values({ id: newId(), userId, droleId }).execute();
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );
};
