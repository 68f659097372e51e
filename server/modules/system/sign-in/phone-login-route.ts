import type { FastifyPluginAsync } from 'fastify';
import { authMessages } from '../../../messages';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import { codeRefusal } from './code-refusal';
import { issueSession } from './issue-session';
import { MOBILE_PATTERN, type SignInState } from './sign-in-state';
import { standingRefusal } from './user-standing';

interface PhoneLoginBody {
  mobile: string;
  /** The SMS code (JeecgBoot's field name). */
  captcha: string;
  remember_me?: boolean;
}

const phoneLoginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mobile', 'captcha'],
  properties: {
    mobile: { type: 'string', pattern: MOBILE_PATTERN },
    captcha: { type: 'string', minLength: 1, maxLength: 16 },
    // Accepted and changes nothing: a session lasts 7 days either way, as with the password form.
    remember_me: { type: 'boolean' },
  },
} as const;

/**
 * `POST /sys/phoneLogin`: signs in with a login code sent by `/sys/sms`. The code is checked
 * first (it is single use, and 5 wrong answers burn it), so nothing is said about the account
 * to a caller without the code.
 */
export const phoneLoginRoute: FastifyPluginAsync<SignInState> = async (app, { codes }) => {
  app.post<{ Body: PhoneLoginBody }>(
    '/sys/phoneLogin',
    { config: { public: true }, schema: { body: phoneLoginSchema } },
    async (request) => {
      const { mobile, captcha } = request.body;
      const refused = codeRefusal(await codes.consume(mobile, captcha, 'login'));
      if (refused) return refused;
      const user = await app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('phone', '=', mobile)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      const standing = standingRefusal(user);
      if (standing || !user) return standing;
      return issueSession(app, user, request.ip, authMessages.loginLogged(user.username));
    },
  );
};
