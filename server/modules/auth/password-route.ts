import type { FastifyPluginAsync } from 'fastify';
import { endSessionsOf } from '../../access';
import { formatDateTime } from '../../db';
import { ApiError, fail, okMessage, requireCaller, ResultCode } from '../../http';
import { authMessages } from '../../messages';
import { hashPassword, meetsPasswordRule, verifyPassword } from '../../security';
import type { AuthState } from './auth-state';

interface UpdatePasswordBody {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const updatePasswordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'oldpassword', 'password', 'confirmpassword'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    oldpassword: { type: 'string', minLength: 1, maxLength: 128 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    confirmpassword: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/**
 * `sys/user/updatePassword` (PUT as JeecgBoot, POST as the shell spec's client): the caller
 * changes their own password. The old one must be right (wrong guesses count toward the login
 * rate limit), the new one must differ from it and meet the rule (8 to 64 characters with a
 * letter and a digit). Every other session of the user ends; the current one stays.
 */
export const passwordRoute: FastifyPluginAsync<AuthState> = async (app, { throttle }) => {
  app.route<{ Body: UpdatePasswordBody }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/updatePassword',
    config: { selfService: true },
    schema: { body: updatePasswordSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const { username, oldpassword, password, confirmpassword } = request.body;
      if (username !== caller.username)
        throw new ApiError(authMessages.notYourAccount, { code: ResultCode.noAuthorisation });
      const gate = await throttle.gate(username, request.ip);
      if (gate.kind === 'refused') return fail(authMessages.tooManyFailures(Math.ceil(gate.waitMs / 60_000)));
      if (gate.kind === 'slowed') return fail(authMessages.tooFast(Math.ceil(gate.waitMs / 1000)));

      const user = await app.db
        .selectFrom('sys_user')
        .select(['password', 'salt'])
        .where('id', '=', caller.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(oldpassword, user))) {
        await throttle.recordFailure(username, request.ip);
        return fail(authMessages.oldPasswordWrong);
      }
      if (password !== confirmpassword) return fail(authMessages.passwordsDiffer);
      if (password === oldpassword) return fail(authMessages.passwordUnchanged);
      if (!meetsPasswordRule(password)) return fail(authMessages.passwordRule);

      const stored = await hashPassword(password);
      await app.db
        .updateTable('sys_user')
        .set({ ...stored, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', '=', caller.userId)
        .execute();
      await endSessionsOf(app.db, caller.userId, caller.sessionId);
      return okMessage(authMessages.passwordUpdated);
    },
  });
};
