import type { FastifyError, FastifyInstance } from 'fastify';
import { postgresFault } from '../db/postgres-errors';
import { LOCALE_HEADER, localeOfHeader, runInLocale } from '../i18n';
import { httpMessages } from '../messages';
import { ApiError } from './api-error';
import { fail, ResultCode, type Envelope } from './envelope';
import { describeViolation, type SchemaViolation } from './validation-message';

interface ErrorAnswer {
  status: number;
  envelope: Envelope<null>;
}

/**
 * A schema violation in the query or the body is a refusal of the values a well-formed request
 * carries: HTTP 200 and `success: false`, as JeecgBoot's `Result.error` (its clients read the
 * envelope and treat any HTTP 4xx as a transport failure). A path parameter of the wrong shape
 * (or a header) means the URL names nothing this route serves: HTTP 400, like a 404.
 */
function validationStatus(context: string | undefined): number {
  return context === 'body' || context === 'querystring' ? 200 : 400;
}

/** Maps anything thrown while handling a request to an HTTP status and the envelope. */
export function answerForError(error: FastifyError | ApiError, bodyLimit: number): ErrorAnswer | undefined {
  if (error instanceof ApiError) return { status: error.httpStatus, envelope: fail(error.message, error.code) };
  const { validation, validationContext } = error as FastifyError & {
    validation?: SchemaViolation[];
    validationContext?: string;
  };
  const [violation] = validation ?? [];
  if (violation) return { status: validationStatus(validationContext), envelope: fail(describeViolation(violation)) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, envelope: fail(httpMessages.bodyTooLarge(Math.floor(bodyLimit / 1024))) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, envelope: fail(httpMessages.invalidJson) };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, envelope: fail(httpMessages.emptyJson) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, envelope: fail(httpMessages.unsupportedMediaType) };
  }
  // The JSON parser throws a SyntaxError tagged 400 for a body that does not parse.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { status: 400, envelope: fail(httpMessages.invalidJson) };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, envelope: fail(httpMessages.badRequest) };
  }
  return storageAnswer(error);
}

/**
 * The database's own refusals (SQLite's or PostgreSQL's): a full disk or unusable storage is a
 * fault of the server, answered 503 with what happened (the write was not kept); a constraint, or
 * a value the column cannot hold, is a refusal of the data.
 */
function storageAnswer(error: { code?: unknown }): ErrorAnswer | undefined {
  switch (postgresFault(error)) {
    case 'disk-full':
      return { status: 503, envelope: fail(httpMessages.diskFull) };
    case 'unavailable':
      return { status: 503, envelope: fail(httpMessages.storageUnavailable) };
    case 'refused-data':
      return { status: 200, envelope: fail(httpMessages.constraintViolated) };
  }
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'SQLITE_FULL') return { status: 503, envelope: fail(httpMessages.diskFull) };
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN')
    return { status: 503, envelope: fail(httpMessages.storageUnavailable) };
  if (code.startsWith('SQLITE_CONSTRAINT')) return { status: 200, envelope: fail(httpMessages.constraintViolated) };
  return undefined;
}

/**
 * Every error leaves as the envelope with `success: false` and a clear message; unexpected ones
 * are logged in full and answered with a generic text, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    // Also for errors raised before the API scope's locale hook ran (outside the API, or in an earlier hook).
    const locale = localeOfHeader(request.headers[LOCALE_HEADER]);
    const answer = runInLocale(locale, () => answerForError(error, app.settings.bodyLimit));
    // Storage faults and constraint failures are answered clearly but still logged with the database's own code and text.
    if (answer && (String(error.code ?? '').startsWith('SQLITE_') || postgresFault(error)))
      request.log.error(
        { err: error, sqlite: error.code },
        `database refused the request: ${error.code} ${error.message}`,
      );
    if (answer) return reply.code(answer.status).send(answer.envelope);
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(runInLocale(locale, () => fail(httpMessages.internalError, ResultCode.error)));
  });
}

/** Unknown routes under the API base: HTTP 404 with the envelope (code 404, as JeecgBoot answers). */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((_request, reply) => reply.code(404).send(fail(httpMessages.notFound, ResultCode.notFound)));
}
