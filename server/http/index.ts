/** The HTTP layer every module builds on: the envelope, refusals, and the hooks of the API scope. */
export { ok, okMessage, fail, ResultCode } from './envelope';
export type { Envelope } from './envelope';
export { ApiError, unauthenticated, noAuthorisation, refused, malformed } from './api-error';
export { registerErrorHandler, registerApiNotFound, answerForError } from './error-handler';
export { registerCallerHook, requireCaller, callerHolds, tenantOf, TOKEN_HEADER, TENANT_HEADER } from './caller-hook';
export { registerSignatureHook } from './signature-hook';
export { registerCorsHook } from './cors-hook';
export { registerLocaleHook } from './locale-hook';
export { registerInputBoundaries } from './input-boundaries';
export { registerDeclaredFields, declaredFieldsOnly, SERVER_OWNED_FIELDS } from './declared-fields';
export { signedParameters, signParameters, checkSignature, SIGNATURE_VALIDITY_MS } from './request-signature';
export type { Caller, FarmRouteConfig } from './route-config';
export { declaredAccess } from './route-access';
export type { DeclaredRoute, RouteAccess } from './route-access';
