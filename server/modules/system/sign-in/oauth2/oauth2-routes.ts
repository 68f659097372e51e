import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isOAuth2Source, type OAuth2Source } from '../../../../config/oauth2-apps';
import { fail } from '../../../../http';
import { oauth2Messages } from '../../../../messages';
import { PUBLIC_USER_COLUMNS } from '../../user-view';
import { issueSession } from '../issue-session';
import { standingRefusal } from '../user-standing';
import { boundUserId } from './bound-user';
import { consoleErrorAddress, consoleSignInAddress } from './console-return';
import { dingtalkProvider } from './dingtalk-provider';
import type { OAuth2State, SignInOutcome, SignInRefusal } from './oauth2-state';
import type { OAuth2Provider, ProviderIdentity } from './provider';
import { returnPathOf } from './return-path';
import { clearStateCookie, cookieMatchesState, setStateCookie } from './state-cookie';
import { wecomProvider } from './wecom-provider';

const PROVIDERS: Readonly<Record<OAuth2Source, OAuth2Provider>> = {
  wechat_enterprise: wecomProvider,
  dingtalk: dingtalkProvider,
};

interface SourceParams {
  source: string;
}

interface LoginQuery {
  state?: string;
}

type CallbackQuery = Record<string, string | undefined>;

const sourceParams = { type: 'object', properties: { source: { type: 'string', maxLength: 64 } } } as const;
const loginQuery = { type: 'object', properties: { state: { type: 'string', maxLength: 2048 } } } as const;
const callbackQuery = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 512 },
    authCode: { type: 'string', maxLength: 512 },
    state: { type: 'string', maxLength: 128 },
  },
} as const;
const exchangeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/** This site's address as the browser names it (no default port); null for an unusable Host header. */
function ownSite(request: FastifyRequest): URL | null {
  const origin = `${request.protocol}://${request.host}`;
  return URL.canParse(origin) ? new URL(origin) : null;
}

/**
 * The OAuth2 sign-in of enterprise-chat app browsers (WeCom, DingTalk), JeecgBoot's
 * `/sys/thirdLogin/oauth2/{source}/login` and `/callback`, with what JeecgBoot leaves open closed:
 * - `login` checks the console's `state` (a page of this site to return to, never another site),
 *   keeps it on the server under a random nonce, gives the browser the nonce in a cookie and sends
 *   it to the provider with the nonce as the OAuth2 `state`;
 * - `callback` honours only a nonce it issued, once, within its lifetime, in the browser holding
 *   its cookie; it exchanges the code with the provider server to server and finds the bound user;
 * - the browser goes back to the console with a single-use sign-in code that lives 60 s (never a
 *   token in a URL), which the console exchanges by POST (`exchange`) for the normal login answer.
 * An unconfigured source sends the browser to the console's page, which says so.
 */
export const oauth2Routes: FastifyPluginAsync<OAuth2State> = async (app, { apps, pending, signInCodes }) => {
  const routeBase = (source: OAuth2Source) => `${app.settings.apiBase}/sys/thirdLogin/oauth2/${source}`;
  const stateLifetimeSeconds = Math.floor(pending.lifetimeMs / 1000);

  app.get<{ Params: SourceParams; Querystring: LoginQuery }>(
    '/sys/thirdLogin/oauth2/:source/login',
    { config: { public: true }, schema: { params: sourceParams, querystring: loginQuery } },
    async (request, reply) => {
      const { source } = request.params;
      if (!isOAuth2Source(source)) return fail(oauth2Messages.unsupportedSource);
      const oauthApp = apps[source];
      if (!oauthApp) return reply.redirect(consoleErrorAddress('not_configured'), 302);
      const site = ownSite(request);
      const returnPath = site ? returnPathOf(request.query.state ?? '', site.host) : undefined;
      if (!site || returnPath === undefined) return fail(oauth2Messages.badState);
      const nonce = await pending.issue({ source, returnPath });
      setStateCookie(request, reply, `${routeBase(source)}/`, nonce, stateLifetimeSeconds);
      const callback = `${site.origin}${routeBase(source)}/callback`;
      return reply.redirect(PROVIDERS[source].authorizeAddress(oauthApp, callback, nonce), 302);
    },
  );

  const outcomeOf = async (
    request: FastifyRequest<{ Querystring: CallbackQuery }>,
    source: OAuth2Source,
  ): Promise<SignInOutcome> => {
    const refused = (refusal: SignInRefusal): SignInOutcome => ({ source, refusal });
    const oauthApp = apps[source];
    const provider = PROVIDERS[source];
    const code = provider.codeOf(request.query);
    if (!oauthApp || !code) return refused('denied');
    let identity: ProviderIdentity | null;
    try {
      identity = await provider.identify(oauthApp, code);
    } catch (error) {
      request.log.error({ err: error, source }, 'OAuth2 provider could not be asked');
      return refused('providerFailed');
    }
    if (!identity) return refused('providerFailed');
    const userId = await boundUserId(app.db, source, oauthApp.tenantId, identity);
    return userId ? { source, userId } : refused('unbound');
  };

  app.get<{ Params: SourceParams; Querystring: CallbackQuery }>(
    '/sys/thirdLogin/oauth2/:source/callback',
    { config: { public: true }, schema: { params: sourceParams, querystring: callbackQuery } },
    async (request, reply) => {
      const { source } = request.params;
      if (!isOAuth2Source(source)) return fail(oauth2Messages.unsupportedSource);
      if (!apps[source]) return reply.redirect(consoleErrorAddress('not_configured'), 302);
      const state = request.query.state ?? '';
      // Another browser's callback (no cookie, or another nonce) is not even looked up.
      const started = state && cookieMatchesState(request, state) ? await pending.take(state) : null;
      if (!started || started.source !== source) return reply.redirect(consoleErrorAddress('state'), 302);
      clearStateCookie(request, reply, `${routeBase(source)}/`);
      const code = await signInCodes.issue(await outcomeOf(request, source));
      return reply.redirect(consoleSignInAddress(code, started.returnPath), 302);
    },
  );

  const refusalMessage = (refusal: SignInRefusal) =>
    refusal === 'unbound'
      ? oauth2Messages.unbound
      : refusal === 'denied'
        ? oauth2Messages.denied
        : oauth2Messages.providerFailed;

  app.post<{ Body: { code: string } }>(
    '/sys/thirdLogin/oauth2/exchange',
    { config: { public: true }, schema: { body: exchangeBody } },
    async (request) => {
      const outcome = await signInCodes.take(request.body.code);
      if (!outcome) return fail(oauth2Messages.codeInvalid);
      if ('refusal' in outcome) return fail(refusalMessage(outcome.refusal));
      const user = await app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('id', '=', outcome.userId)
        .executeTakeFirst();
      const standing = standingRefusal(user);
      if (standing || !user) return standing;
      return issueSession(app, user, request.ip, oauth2Messages.logged(user.username, outcome.source));
    },
  );
};
