import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Query parameters whose values never reach the log. Clients put some secrets in URLs (JeecgBoot's
 * password recovery is a GET carrying the new password and the SMS code; CAS and third-party
 * sign-ins pass tickets and tokens, an OAuth2 provider's callback its authorisation code and the
 * state nonce), and every request's URL is logged as it arrives, before any route could refuse it.
 */
const SECRET_PARAMETER = /pass|pwd|secret|token|ticket|sms|captcha|sign|^(?:code|authCode|state)$/i;
const REDACTED = '[redacted]';

/** The URL as the log shows it: the path, and the query with the values of secret parameters replaced. */
export function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = [...new URLSearchParams(url.slice(start + 1))]
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${SECRET_PARAMETER.test(name) ? REDACTED : encodeURIComponent(value)}`,
    )
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the URL passed through urlForLog. */
function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with request URLs redacted; `false` (no log) stays as it is. */
export function loggerWithoutSecrets(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
