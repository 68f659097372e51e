import { fail, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';

/**
 * The addresses a menu entry may name (its `url` and `redirect`): a path on this site
 * (`/isystem/user`, or `isystem/user`, which the form tidies to one), an http(s) address, or
 * JeecgBoot's template form `{{ window._CONFIG['domianURL'] }}/...` that clients fill in. Every
 * `{{ }}` placeholder names one value and nothing else: JeecgBoot's own client evaluates them,
 * so an expression stored here would run in every browser that opens the menu. Anything with
 * another scheme (`javascript:`, `data:`, `vbscript:`), another site without a scheme
 * (`//host`, `/\host`), spaces or control characters is refused, and never served.
 */
export type MenuAddressKind = 'path' | 'relative' | 'web' | 'template';

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
// `name`, `window._CONFIG['name']`, `window._CONFIG["name"]` or `window._CONFIG.name` (console/session/menu-url.ts).
const PLACEHOLDER_EXPRESSION = /^(?:window\._CONFIG(?:\[(['"])(\w+)\1\]|\.(\w+))|(\w+))$/;
/** The placeholders that stand for an address (the API's or the files'), so may open a url. */
const ADDRESS_PLACEHOLDERS = new Set(['domianURL', 'domainURL', 'staticDomainURL']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what makes a menu address unsafe.
const UNSAFE_CHARACTER = /[\s\\\u0000-\u001f\u007f]/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const WEB = /^https?:\/\/[^/?#]/i;
/** A path on this site: one slash, never two (`//host` is another site). */
const SITE_PATH = /^\/(?!\/)/;

function placeholderName(expression: string): string | null {
  const match = PLACEHOLDER_EXPRESSION.exec(expression.replace(/\s+/g, ''));
  return match?.[2] ?? match?.[3] ?? match?.[4] ?? null;
}

/** What kind of address a value is, or null when a menu may not name it. */
export function menuAddressKind(value: string): MenuAddressKind | null {
  const names: (string | null)[] = [];
  const leading = value.startsWith('{{');
  const plain = value.replace(PLACEHOLDER, (_whole, expression: string) => {
    names.push(placeholderName(expression));
    return '_';
  });
  if (names.includes(null) || /[{}]/.test(plain) || UNSAFE_CHARACTER.test(plain)) return null;
  if (leading) {
    // The filled-in address, then a path on it: '{{ window._CONFIG['domianURL'] }}/jmreport/view'.
    return ADDRESS_PLACEHOLDERS.has(names[0] ?? '') && /^_(\/(?!\/)|$)/.test(plain) ? 'template' : null;
  }
  if (WEB.test(plain)) return 'web';
  if (SITE_PATH.test(plain)) return 'path';
  if (plain.startsWith('/') || SCHEME.test(plain)) return null;
  return 'relative';
}

/** A stored address a client may be given: empty, or one a menu may name. */
export function isServableMenuAddress(value: string | null | undefined): boolean {
  return !value || menuAddressKind(value) !== null;
}

/** JeecgBoot's component names: 'system/UserList', 'layouts/RouteView'; never an address. */
export function isComponentName(value: string): boolean {
  return /^[A-Za-z0-9_./-]+$/.test(value);
}

/** The form's labels, which the refusal names. */
const ADDRESS_FIELDS = { url: '访问路径', redirect: '默认跳转地址' } as const;

/**
 * Why a menu form's addresses or component are refused, or null. Checked as typed (trimmed,
 * '.vue' dropped), before the form is tidied: 'javascript:x' must not become the path '/javascript:x'.
 * A button stores none of them, so its are not checked.
 */
export function menuAddressRefusal(
  body: { menuType: number; url?: string | null; redirect?: string | null },
  component: string | null,
): Envelope<null> | null {
  if (body.menuType === 2) return null;
  for (const field of ['url', 'redirect'] as const) {
    const value = body[field]?.trim().replace(/\.vue$/, '');
    if (value && !menuAddressKind(value)) return fail(systemMessages.menuAddressInvalid(ADDRESS_FIELDS[field]));
  }
  if (component && !isComponentName(component)) return fail(systemMessages.menuComponentInvalid);
  return null;
}
