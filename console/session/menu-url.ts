import type { SessionUserInfo } from '../../elements/core/session';

/**
 * Values a menu url may name in a `{{ expression }}` placeholder. JeecgBoot evaluated the
 * expression; here only these names are understood. The token is deliberately not among them:
 * it never goes into a URL.
 */
export interface PlaceholderSource {
  user: SessionUserInfo | null;
  tenantId: string | number | null;
  /** Absolute URL of the API (origin + base path): JeecgBoot's `window._CONFIG['domianURL']`. */
  apiUrl: string;
  /** Absolute URL files are served from: `window._CONFIG['staticDomainURL']`. */
  staticUrl: string;
}

type Resolver = (source: PlaceholderSource) => { value: string; isPrefix: boolean };

const userField =
  (field: string): Resolver =>
  ({ user }) => ({ value: text(user?.[field]), isPrefix: false });
const prefix =
  (pick: (source: PlaceholderSource) => string): Resolver =>
  (source) => ({ value: pick(source), isPrefix: true });

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const RESOLVERS: Readonly<Record<string, Resolver>> = {
  username: userField('username'),
  realname: userField('realname'),
  userId: userField('id'),
  orgCode: userField('orgCode'),
  tenantId: ({ tenantId }) => ({ value: text(tenantId), isPrefix: false }),
  // JeecgBoot's data-rule variable names, which menu urls also use.
  sys_user_code: userField('username'),
  sys_user_name: userField('realname'),
  sys_org_code: userField('orgCode'),
  domianURL: prefix((source) => source.apiUrl),
  domainURL: prefix((source) => source.apiUrl),
  staticDomainURL: prefix((source) => source.staticUrl),
};

// `name`, `window._CONFIG['name']`, `window._CONFIG["name"]` or `window._CONFIG.name`.
const EXPRESSION = /^(?:window\._CONFIG(?:\[(['"])(\w+)\1\]|\.(\w+))|(\w+))$/;

function placeholderName(expression: string): string | null {
  const match = EXPRESSION.exec(expression.replace(/\s+/g, ''));
  return match?.[2] ?? match?.[3] ?? match?.[4] ?? null;
}

/**
 * Fills the `{{ expression }}` placeholders of a menu url from a fixed set of session values.
 * Unknown placeholders become empty; user values are URL-encoded; nothing is evaluated.
 */
export function fillMenuUrl(url: string, source: PlaceholderSource): string {
  return url.replace(/\{\{([^{}]*)\}\}/g, (_whole, expression: string) => {
    const name = placeholderName(expression);
    const resolver = name !== null && Object.hasOwn(RESOLVERS, name) ? RESOLVERS[name] : null;
    if (!resolver) return '';
    const { value, isPrefix } = resolver(source);
    return isPrefix ? value : encodeURIComponent(value);
  });
}

/**
 * A url a page may be shown from or a menu entry may open: http(s), or a path on this origin.
 * Anything else (`javascript:`, `//host`, data URLs) is refused.
 */
export function isOpenableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  if (/^https?:\/\/[^\s\\]+$/i.test(url)) return true;
  return url.startsWith('/') && !url.startsWith('//') && !/[\\\s]/.test(url);
}
