import type { FastifyPluginAsync } from 'fastify';
import { fail } from '../../../http';
import { signInMessages } from '../../../messages';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import { issueSession } from './issue-session';
import type { SignInState } from './sign-in-state';
import { standingRefusal } from './user-standing';

interface ThirdLoginParams {
  token: string;
  thirdType: string;
}

const paramsSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096 },
    thirdType: { type: 'string', pattern: '^[A-Za-z0-9_\\-]{1,32}$' },
  },
} as const;

/**
 * `GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}`: signs in the account a configured
 * third-party provider vouches for. A type without a provider answers that it is not configured.
 */
export const thirdPartyRoute: FastifyPluginAsync<SignInState> = async (app, { thirdParty }) => {
  app.get<{ Params: ThirdLoginParams }>(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { public: true }, schema: { params: paramsSchema } },
    async (request) => {
      const { token, thirdType } = request.params;
      const provider = Object.hasOwn(thirdParty, thirdType) ? thirdParty[thirdType] : undefined;
      if (!provider) return fail(signInMessages.thirdPartyNotConfigured(thirdType));
      let identity: { username: string } | null;
      try {
        identity = await provider.identify(token);
      } catch (error) {
        request.log.error({ err: error, thirdType }, 'third-party provider failed');
        return fail(signInMessages.thirdPartyUnavailable);
      }
      if (!identity) return fail(signInMessages.thirdPartyRefused);
      const user = await app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('username', '=', identity.username)
        .executeTakeFirst();
      const standing = standingRefusal(user);
      if (standing || !user) return standing;
      return issueSession(app, user, request.ip, signInMessages.thirdPartyLogged(user.username));
    },
  );
};
