import { getHttpConfig, staticPrefix, type HttpRuntimeConfig } from './http-config';

const WEB_URL = /^https?:\/\//i;
// Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so look
// for a scheme with them removed.
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The URL a stored file is read from: http(s) URLs pass through, a relative path is put under
 * the static prefix (`…/sys/common/static/<path>`). Anything else (another scheme such as
 * `javascript:`, a protocol-relative `//host`, a JSON list) gives ''.
 */
export function getFileAccessHttpUrl(
  path: string | null | undefined,
  config: HttpRuntimeConfig = getHttpConfig(),
): string {
  if (typeof path !== 'string') return '';
  const trimmed = path.trim();
  if (!trimmed || trimmed.includes('[')) return '';
  if (WEB_URL.test(trimmed)) return trimmed;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters in a URL, so must we before judging it.
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  if (ANY_SCHEME.test(compact) || /^[\\/]{2}/.test(compact)) return '';
  return `${staticPrefix(config)}/${trimmed.replace(/^\/+/, '')}`;
}
