/**
 * The enterprise-chat apps the OAuth2 app sign-in (`/sys/thirdLogin/oauth2/{source}/...`) talks
 * to, one per source, from the environment: `FARM_OAUTH2_<SOURCE>_CLIENT_ID` and `_CLIENT_SECRET`
 * switch a source on (both are needed), the provider addresses default to the real ones and may
 * be pointed elsewhere (a private deployment, a test stand-in). The secret is kept here and sent
 * to the provider only; nothing writes it to a log or an answer.
 */

export const OAUTH2_SOURCES = ['wechat_enterprise', 'dingtalk'] as const;
export type OAuth2Source = (typeof OAUTH2_SOURCES)[number];

export interface OAuth2App {
  /** WeCom: the CorpID; DingTalk: the app's client id (AppKey). */
  clientId: string;
  /** WeCom: the app's secret; DingTalk: the client secret (AppSecret). */
  clientSecret: string;
  /** Where the browser is sent to authorise. */
  authorizeUrl: string;
  /** The provider's API: WeCom's qyapi, DingTalk's new api.dingtalk.com. */
  apiUrl: string;
  /** DingTalk's older API (oapi.dingtalk.com), which maps a union id to the user id; unused for WeCom. */
  oapiUrl: string;
  /** The tenant whose bindings (sys_third_account) the app's users are looked up in. */
  tenantId: number;
}

export type OAuth2Apps = Readonly<Partial<Record<OAuth2Source, OAuth2App>>>;

const DEFAULTS: Readonly<Record<OAuth2Source, Pick<OAuth2App, 'authorizeUrl' | 'apiUrl' | 'oapiUrl'>>> = {
  wechat_enterprise: {
    authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    apiUrl: 'https://qyapi.weixin.qq.com',
    oapiUrl: 'https://qyapi.weixin.qq.com',
  },
  dingtalk: {
    authorizeUrl: 'https://login.dingtalk.com/oauth2/auth',
    apiUrl: 'https://api.dingtalk.com',
    oapiUrl: 'https://oapi.dingtalk.com',
  },
};

const FIRST_TENANT = 1;

function webAddress(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name}: "${value}" is not an http or https address`);
  return value.replace(/\/+$/, '');
}

function tenantOf(name: string, value: string | undefined): number {
  if (!value) return FIRST_TENANT;
  const tenant = Number(value);
  if (!Number.isSafeInteger(tenant) || tenant < 1) throw new Error(`${name}: "${value}" is not a tenant id`);
  return tenant;
}

/** The configured apps; a source without both client id and secret is left out (switched off). */
export function oauth2AppsFrom(env: NodeJS.ProcessEnv): OAuth2Apps {
  const apps: Partial<Record<OAuth2Source, OAuth2App>> = {};
  for (const source of OAUTH2_SOURCES) {
    const prefix = `FARM_OAUTH2_${source.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    const defaults = DEFAULTS[source];
    apps[source] = {
      clientId,
      clientSecret,
      authorizeUrl: webAddress(`${prefix}AUTHORIZE_URL`, env[`${prefix}AUTHORIZE_URL`], defaults.authorizeUrl),
      apiUrl: webAddress(`${prefix}API_URL`, env[`${prefix}API_URL`], defaults.apiUrl),
      oapiUrl: webAddress(`${prefix}OAPI_URL`, env[`${prefix}OAPI_URL`], defaults.oapiUrl),
      tenantId: tenantOf(`${prefix}TENANT_ID`, env[`${prefix}TENANT_ID`]),
    };
  }
  return apps;
}

export function isOAuth2Source(value: string): value is OAuth2Source {
  return (OAUTH2_SOURCES as readonly string[]).includes(value);
}
