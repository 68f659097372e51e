import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../../db';
import { fail, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { assertRolesAssignable, assertUsersManageable } from '../escalation-guard';
import { idList } from '../id-list';
import { sentFieldsOnly } from '../sent-fields';
import { profileColumns, profileProperties, profileRefusal, type ProfileBody } from './user-fields';
import { existingDeparts, existingRoles, replaceUserDeparts, replaceUserRoles } from './user-links';

interface UserEditBody extends ProfileBody {
  id: string;
  username?: string;
}

/**
 * The profile fields only. JeecgBoot's form sends back the whole record the list gave (orgCode,
 * status, audit columns, texts): a password, a salt, a status, a deletion flag or anything else
 * it carries is not declared here, so it is left out before validation (http/declared-fields.ts)
 * and none can be set through an edit.
 */
const userEditSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'realname'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    // The form sends the account name back; it identifies nobody and may not change.
    username: { type: 'string', maxLength: 100 },
    ...profileProperties,
  },
} as const;

/**
 * `PUT /sys/user/edit` (needs 'user:edit'). Fields the form does not send stay as they are;
 * `selectedroles` / `selecteddeparts` replace the user's roles / departments when present (even
 * empty).
 * Nobody edits a user who holds more than they do, nor hands out a role beyond their own grants.
 */
export const userEditRoute: FastifyPluginAsync = async (app) => {
  app.route<{ Body: UserEditBody }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/edit',
    config: { permission: 'user:edit' },
    schema: { body: userEditSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const body = request.body;
      const user = await app.db
        .selectFrom('sys_user')
        .select(['id', 'username'])
        .where('id', '=', body.id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) return fail(systemMessages.notFound);
      if (body.username !== undefined && body.username !== user.username) return fail(systemMessages.usernameFixed);
      await assertUsersManageable(app.db, caller, [user.id]);

      const roleIds =
        body.selectedroles === undefined ? undefined : await existingRoles(app.db, idList(body.selectedroles));
      if (roleIds === null) return fail(systemMessages.unknownRole);
      const departs =
        body.selecteddeparts === undefined ? undefined : await existingDeparts(app.db, idList(body.selecteddeparts));
      if (departs === null) return fail(systemMessages.unknownDepart);
      const refusal = await profileRefusal(app.db, body, user.id);
      if (refusal) return refusal;
      if (roleIds) {
        const current = await app.db
          .selectFrom('sys_user_role')
          .select('roleId')
          .where('userId', '=', user.id)
          .execute();
        const held = new Set(current.map((row) => row.roleId));
        await assertRolesAssignable(
          app.db,
          caller,
          roleIds.filter((id) => !held.has(id)),
        );
      }

      await app.db.transaction().execute(async (trx) => {
        if (roleIds) await replaceUserRoles(trx, user.id, roleIds);
        const orgCode = departs ? { orgCode: await replaceUserDeparts(trx, user.id, departs) } : {};
        await trx
          .updateTable('sys_user')
          .set({
            ...sentFieldsOnly(profileColumns(body), body),
            ...orgCode,
            updateBy: caller.username,
            updateTime: formatDateTime(app.clock()),
          })
          .where('id', '=', user.id)
          .execute();
      });
      return okMessage(systemMessages.editSucceeded);
    },
  });
};
