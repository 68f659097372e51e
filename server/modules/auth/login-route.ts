import type { FastifyPluginAsync } from 'fastify';
import { startSession } from '../../access';
import { formatDateTime } from '../../db';
import { fail, ok, ResultCode } from '../../http';
import { authMessages } from '../../messages';
import { verifyDecoyPassword, verifyPassword } from '../../security';
import { loginResult, PUBLIC_USER_COLUMNS, recordSessionEvent } from '../system';
import type { AuthState } from './auth-state';
import { signedInFrom } from './known-address';

interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  remember_me?: boolean;
}

const loginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    captcha: { type: 'string', maxLength: 16 },
    checkKey: { type: 'string', maxLength: 64 },
    remember_me: { type: 'boolean' },
  },
} as const;

/**
 * `POST /sys/login`. Order of checks: the rate limit (nothing else is revealed to a refused or
 * slowed caller), the captcha (single use; asked for always when it is switched on, and from an
 * address the account has not signed in from while the account is failing often, see
 * login-throttle.ts), then the credentials. An unknown user and a wrong password get the same
 * answer in the same time; a frozen account is told so only with the right password.
 */
export const loginRoute: FastifyPluginAsync<AuthState> = async (app, { captchas, throttle }) => {
  app.post<{ Body: LoginBody }>(
    '/sys/login',
    { config: { public: true }, schema: { body: loginSchema } },
    async (request) => {
      const { username, password, captcha, checkKey } = request.body;
      const address = request.ip;
      const gate = await throttle.gate(username, address);
      if (gate.kind === 'refused') return fail(authMessages.tooManyFailures(Math.ceil(gate.waitMs / 60_000)));
      if (gate.kind === 'slowed') return fail(authMessages.tooFast(Math.ceil(gate.waitMs / 1000)));

      const humanCheck =
        app.settings.captcha ||
        ((await throttle.underAttack(username)) && !(await signedInFrom(app.db, username, address, app.clock())));
      if (humanCheck) {
        if (!captcha?.trim() || !checkKey) {
          return app.settings.captcha
            ? fail(authMessages.captchaMissing, ResultCode.captchaFailed)
            : fail(authMessages.captchaRequired, ResultCode.captchaRequired);
        }
        const verdict = await captchas.consume(checkKey, captcha);
        if (verdict === 'expired') return fail(authMessages.captchaExpired, ResultCode.captchaFailed);
        if (verdict === 'wrong') return fail(authMessages.captchaWrong, ResultCode.captchaFailed);
      }

      const user = await app.db
        .selectFrom('sys_user')
        .select([...PUBLIC_USER_COLUMNS, 'password', 'salt'])
        .where('username', '=', username)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      const matches = user ? await verifyPassword(password, user) : await verifyDecoyPassword(password);
      if (!user || !matches) {
        await throttle.recordFailure(username, address);
        return fail(authMessages.wrongCredentials);
      }
      if (user.status !== 1) return fail(authMessages.frozen);

      await throttle.recordSuccess(username, address);
      const now = app.clock();
      // The answer (which may store the current department) before the session: a write the storage
      // refuses then leaves no session behind that no client holds the token of.
      const result = await loginResult(app.db, user, formatDateTime(now));
      const { token } = await startSession(app.db, user.id, now, address);
      await recordSessionEvent(
        app.db,
        {
          userId: user.id,
          username: user.username,
          realname: user.realname,
          ip: address,
          content: authMessages.loginLogged(user.username),
        },
        now,
        request.log,
      );
      return ok({ token, ...result }, authMessages.loginSucceeded);
    },
  );
};
