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

/**
 * A well-formed request whose values are refused (a parameter out of range, a filter on a field
 * the list does not have, a rule the data breaks): HTTP 200, `success: false`, code 500, as
 * JeecgBoot's `Result.error` answers. Its clients read refusals from the envelope: the stock
 * Vue 2 client turns any HTTP 4xx into an error toast and a rejected promise its forms never settle.
 */
export function refused(message: string): ApiError {
  return new ApiError(message);
}

/**
 * A request that cannot be read as one (a multipart form that does not parse, a body that is not
 * what its content type says, text that is not text): HTTP 400. No form of a client builds these,
 * so the status goes to whoever wrote the caller (README "Answers").
 */
export function malformed(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}
