import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endSession, endSessionsOf, resolveSession } from '../../access';
import { fail, okMessage, TOKEN_HEADER } from '../../http';
import { authMessages } from '../../messages';
import { recordSessionEvent } from '../system';

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

interface ForceLogoutBody {
  /** The session id an online-user list shows in its `token` column (never a real token). */
  token?: string;
  username?: string;
}

const forceLogoutSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 64 },
    username: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** Ending sessions: your own (`/sys/logout`), or anyone's as an admin (`/sys/online/forceLogout`). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  // Public so that an expired token can still log out without a 401 (which would log out again).
  app.post('/sys/logout', { config: { public: true } }, async (request) => {
    const token = tokenOf(request);
    if (!token) return fail(authMessages.logoutFailed);
    const caller = await resolveSession(app.db, token, app.clock());
    if (!caller) return fail(authMessages.tokenUnknown);
    await endSession(app.db, caller.sessionId);
    const user = await app.db
      .selectFrom('sys_user')
      .select('realname')
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    await recordSessionEvent(
      app.db,
      {
        ...caller,
        realname: user?.realname ?? caller.username,
        ip: request.ip,
        content: authMessages.logoutLogged(user?.realname ?? caller.username),
      },
      app.clock(),
      request.log,
    );
    return okMessage(authMessages.logoutSucceeded);
  });

  app.post<{ Body: ForceLogoutBody }>(
    '/sys/online/forceLogout',
    { config: { role: 'admin' }, schema: { body: forceLogoutSchema } },
    async (request) => {
      const { token, username } = request.body;
      if (!token && !username) return fail(authMessages.forceLogoutTarget);
      let ended = 0;
      if (token) ended += (await endSession(app.db, token)) ? 1 : 0;
      if (username) {
        const user = await app.db
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (user) ended += await endSessionsOf(app.db, user.id);
      }
      if (!ended) return fail(authMessages.sessionNotFound);
      return okMessage(authMessages.forceLogoutDone);
    },
  );
};
