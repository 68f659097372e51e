import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../messages';
import { ApiError } from './api-error';
import { checkSignature, signedParameters } from './request-signature';

/** Read when refusing, so that the refusal follows the request's language. */
const refusal = {
  incomplete: () => httpMessages.signIncomplete,
  expired: () => httpMessages.signExpired,
  invalid: () => httpMessages.signInvalid,
} as const;

/**
 * Verifies X-Sign / X-TIMESTAMP on routes declaring `config: { signed: true }` (the dictionary
 * lookups JeecgBoot signs). Opt-in: only when `settings.signSecret` is configured, because the
 * console and the elements must be given the same secret to sign at all. A refusal is HTTP 200
 * with `success: false`, as JeecgBoot answers it.
 */
export function registerSignatureHook(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const secret = api.settings.signSecret;
    if (!secret || !request.routeOptions.config.signed) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const verdict = checkSignature({
      sign: header('x-sign'),
      timestamp: header('x-timestamp'),
      params: signedParameters(request.url, request.body, request.method),
      secret,
      now: api.clock(),
    });
    if (verdict !== 'valid') throw new ApiError(refusal[verdict]());
  });
}
