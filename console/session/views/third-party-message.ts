/**
 * What the backend's third-party login popup posts back (JeecgBoot's ThirdLogin mixin): the
 * login token as text, the text 登录失败, a text asking to bind a phone ("绑定手机号,<uuid>"),
 * or an object asking whether to bind an existing account.
 */
export type ThirdPartyMessage =
  | { kind: 'token'; token: string }
  | { kind: 'failed' }
  | { kind: 'needs-binding' }
  | { kind: 'unrecognised' };

// JeecgBoot's popup page posts these exact texts.
const FAILED = '登录失败';
const BIND_PHONE = '绑定手机号';

export function readThirdPartyMessage(data: unknown): ThirdPartyMessage {
  if (typeof data === 'string') {
    if (data === FAILED) return { kind: 'failed' };
    if (data.includes(BIND_PHONE)) return { kind: 'needs-binding' };
    return data.trim() ? { kind: 'token', token: data.trim() } : { kind: 'unrecognised' };
  }
  if (data && typeof data === 'object' && (data as { isObj?: unknown }).isObj === true)
    return { kind: 'needs-binding' };
  return { kind: 'unrecognised' };
}

/** Messages are taken only from the origins the popup can legitimately be on. */
export function isTrustedOrigin(origin: string, apiBase: string, pageOrigin: string): boolean {
  if (origin === pageOrigin) return true;
  try {
    return new URL(apiBase, pageOrigin).origin === origin;
  } catch {
    return false;
  }
}
