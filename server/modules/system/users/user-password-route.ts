import type { FastifyPluginAsync } from 'fastify';
import { endSessionsOf } from '../../../access';
import { formatDateTime } from '../../../db';
import { fail, okMessage, requireCaller } from '../../../http';
import { authMessages, systemMessages } from '../../../messages';
import { hashPassword, meetsPasswordRule } from '../../../security';
import { assertUsersManageable } from '../escalation-guard';

interface ChangePasswordBody {
  username: string;
  password: string;
  confirmpassword: string;
}

const changePasswordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'confirmpassword'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    confirmpassword: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/**
 * `PUT /sys/user/changePassword`: an administrator ('user:reset_password') sets another user's
 * password. Every session of that user ends. One's own password changes through
 * `updatePassword`, which asks for the old one.
 */
export const userPasswordRoute: FastifyPluginAsync = async (app) => {
  app.put<{ Body: ChangePasswordBody }>(
    '/sys/user/changePassword',
    { config: { permission: 'user:reset_password' }, schema: { body: changePasswordSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const { username, password, confirmpassword } = request.body;
      const user = await app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', username)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) return fail(systemMessages.userNotFound);
      if (user.id === caller.userId) return fail(systemMessages.ownPasswordThroughUpdate);
      await assertUsersManageable(app.db, caller, [user.id]);
      if (password !== confirmpassword) return fail(authMessages.passwordsDiffer);
      if (!meetsPasswordRule(password)) return fail(authMessages.passwordRule);

      const stored = await hashPassword(password);
      await app.db
        .updateTable('sys_user')
        .set({ ...stored, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', '=', user.id)
        .execute();
      await endSessionsOf(app.db, user.id);
      return okMessage(systemMessages.passwordChanged);
    },
  );
};
