import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fail } from '../../../http';
import { authMessages, signInMessages } from '../../../messages';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import { validateTicket } from './cas-validation';
import { issueSession } from './issue-session';
import type { SignInState } from './sign-in-state';
import { standingRefusal } from './user-standing';

interface TicketParams {
  ticket?: string;
  service?: string;
}

const ticketProperties = {
  ticket: { type: 'string', minLength: 1, maxLength: 1024 },
  service: { type: 'string', minLength: 1, maxLength: 2048 },
} as const;

/**
 * `GET|POST /sys/cas/client/validateLogin?ticket&service`: signs in the user a CAS service
 * ticket was issued to (the client reads `success`, `result.token`, `result.userInfo`).
 * Without a configured CAS server it answers that CAS is not configured.
 */
export const casRoute: FastifyPluginAsync<SignInState> = async (app, { casServerUrl }) => {
  const validateLogin = async (request: FastifyRequest, params: TicketParams) => {
    if (!casServerUrl) return fail(signInMessages.casNotConfigured);
    const { ticket, service } = params;
    if (!ticket || !service) return fail(signInMessages.casTicketMissing);
    let username: string | null;
    try {
      username = await validateTicket(casServerUrl, ticket, service);
    } catch (error) {
      request.log.error({ err: error }, 'CAS server could not be asked');
      return fail(signInMessages.casUnavailable);
    }
    if (!username) return fail(signInMessages.casTicketRefused);
    const user = await app.db
      .selectFrom('sys_user')
      .select(PUBLIC_USER_COLUMNS)
      .where('username', '=', username)
      .executeTakeFirst();
    const standing = standingRefusal(user);
    if (standing || !user) return standing;
    return issueSession(app, user, request.ip, authMessages.loginLogged(user.username));
  };

  app.get<{ Querystring: TicketParams }>(
    '/sys/cas/client/validateLogin',
    { config: { public: true }, schema: { querystring: { type: 'object', properties: ticketProperties } } },
    async (request) => validateLogin(request, request.query),
  );
  // A POST may carry them in the query (as the GET) or in a JSON body.
  app.post<{ Querystring: TicketParams; Body: TicketParams | undefined }>(
    '/sys/cas/client/validateLogin',
    {
      config: { public: true },
      schema: {
        querystring: { type: 'object', properties: ticketProperties },
        body: { type: ['object', 'null'], additionalProperties: false, properties: ticketProperties },
      },
    },
    async (request) => validateLogin(request, { ...request.query, ...(request.body ?? {}) }),
  );
};
