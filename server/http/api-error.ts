import { httpMessages } from '../messages';
import { ResultCode } from './envelope';

/**
 * A refusal a route or hook throws; the error handler turns it into the envelope. JeecgBoot
 * answers business refusals with HTTP 200 and `success: false`, so that is the default status.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(message: string, options: { code?: number; httpStatus?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code ?? ResultCode.error;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/** Not signed in, or the token is unknown, expired or revoked: HTTP 401, the client logs out. */
export function unauthenticated(): ApiError {
  return new ApiError(httpMessages.tokenInvalid, { code: ResultCode.unauthenticated, httpStatus: 401 });
}

/** Signed in but the caller's roles do not grant the action: HTTP 200, code 510, as JeecgBoot does. */
export function noAuthorisation(): ApiError {
  return new ApiError(httpMessages.noAuthorisation, { code: ResultCode.noAuthorisation });
}

/** A malformed or refused request parameter (HTTP 400; the client shows the message). */
export function badRequest(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}
