import type { FastifyPluginAsync } from 'fastify';
import { endSessionsOf } from '../../../access';
import { formatDateTime } from '../../../db';
import { ApiError, fail, ok, okMessage } from '../../../http';
import { authMessages, signInMessages } from '../../../messages';
import { hashPassword, meetsPasswordRule } from '../../../security';
import { codeRefusal } from './code-refusal';
import { MOBILE_PATTERN, type SignInState } from './sign-in-state';

interface VerificationBody {
  phone: string;
  smscode: string;
}

const verificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'smscode'],
  properties: {
    phone: { type: 'string', pattern: MOBILE_PATTERN },
    smscode: { type: 'string', minLength: 1, maxLength: 16 },
  },
} as const;

interface PasswordChangeParams {
  username?: string;
  password?: string;
  smscode?: string;
  phone?: string;
}

const passwordChangeProperties = {
  username: { type: 'string', maxLength: 100 },
  password: { type: 'string', maxLength: 128 },
  smscode: { type: 'string', maxLength: 16 },
  phone: { type: 'string', maxLength: 45 },
} as const;

/**
 * The account-alteration steps of the sign-in pages: prove the phone with a "forgotten
 * password" code (`phoneVerification`, which answers the account's username), then set a new
 * password with the same code (`passwordChange`, single use; every session of the account ends).
 */
export const passwordRecoveryRoutes: FastifyPluginAsync<SignInState> = async (app, { codes }) => {
  app.post<{ Body: VerificationBody }>(
    '/sys/user/phoneVerification',
    { config: { public: true }, schema: { body: verificationSchema } },
    async (request) => {
      const { phone, smscode } = request.body;
      const refused = codeRefusal(await codes.check(phone, smscode, 'forget'));
      if (refused) return refused;
      const user = await app.db
        .selectFrom('sys_user')
        .select('username')
        .where('phone', '=', phone)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!user) return fail(signInMessages.userUnknown);
      await codes.extend(phone);
      return ok({ smscode, username: user.username });
    },
  );

  const changePassword = async (params: PasswordChangeParams) => {
    const { username, password, smscode, phone } = params;
    if (!username || !password || !smscode || !phone) return fail(signInMessages.resetFailed);
    const refused = codeRefusal(await codes.check(phone, smscode, 'forget'));
    if (refused) return refused;
    const user = await app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .where('phone', '=', phone)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    if (!user) return fail(signInMessages.resetUserUnknown);
    if (!meetsPasswordRule(password)) return fail(authMessages.passwordRule);
    // Used up here, in one step: a second request with the same code, on any instance, is refused.
    const used = codeRefusal(await codes.consume(phone, smscode, 'forget'));
    if (used) return used;
    const stored = await hashPassword(password);
    await app.db
      .updateTable('sys_user')
      .set({ ...stored, updateBy: username, updateTime: formatDateTime(app.clock()) })
      .where('id', '=', user.id)
      .execute();
    await endSessionsOf(app.db, user.id);
    return okMessage(signInMessages.passwordReset);
  };

  // JeecgBoot's client sent these as query parameters of a GET, putting the new password in every
  // access log on the way: a GET is refused (405) without reading anything, the code stays unused.
  app.get('/sys/user/passwordChange', { config: { public: true } }, async () => {
    throw new ApiError(signInMessages.passwordInUrl, { httpStatus: 405 });
  });
  app.route<{ Body: PasswordChangeParams }>({
    method: ['PUT', 'POST'],
    url: '/sys/user/passwordChange',
    config: { public: true },
    schema: { body: { type: 'object', additionalProperties: false, properties: passwordChangeProperties } },
    handler: async (request) => changePassword(request.body),
  });
};
