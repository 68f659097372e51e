import type { FastifyInstance } from 'fastify';
import { LOCALE_HEADER, localeOfHeader, runInLocale } from '../i18n';

/**
 * Answers each request in the language its `X-Farm-Locale` header asks for (English for 'en',
 * Chinese otherwise): the rest of the request (hooks, body parsing, the handler, the error
 * handler) runs inside that language, so every message read while answering follows it.
 * Registered first in the API scope, so refusals of the later hooks (Token失效) follow it too.
 */
export function registerLocaleHook(api: FastifyInstance): void {
  api.addHook('onRequest', (request, _reply, done) => {
    runInLocale(localeOfHeader(request.headers[LOCALE_HEADER]), done);
  });
}
