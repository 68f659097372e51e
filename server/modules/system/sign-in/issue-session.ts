import type { FastifyInstance } from 'fastify';
import { startSession } from '../../../access';
import { formatDateTime } from '../../../db';
import { ok } from '../../../http';
import { authMessages } from '../../../messages';
import { recordSessionEvent } from '../logs';
import type { PublicUser } from '../user-view';
import { loginResult } from './login-answer';

/**
 * Signs a user in who has proved who they are another way than the password form: a session,
 * the same answer as `/sys/login`, and the sign-in in the log.
 */
export async function issueSession(app: FastifyInstance, user: PublicUser, ip: string, logContent: string) {
  const now = app.clock();
  const { token } = await startSession(app.db, user.id, now, ip);
  const result = await loginResult(app.db, user, formatDateTime(now));
  await recordSessionEvent(
    app.db,
    { userId: user.id, username: user.username, realname: user.realname, ip, content: logContent },
    now,
    app.log,
  );
  return ok({ token, ...result }, authMessages.loginSucceeded);
}
