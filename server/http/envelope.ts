/** The JeecgBoot answer shape: every JSON answer of the API, failures included. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** The `code` values clients act on (`success` decides first; login needs 200). */
export const ResultCode = {
  ok: 200,
  error: 500,
  /** No authorisation for this action: the same button codes that drive the console. */
  noAuthorisation: 510,
  /** Not signed in or the token expired (also the HTTP status). */
  unauthenticated: 401,
  notFound: 404,
  /** JeecgBoot answers a wrong captcha with 412 so the login page can refresh the image. */
  captchaFailed: 412,
  /**
   * Ours: the account failed to sign in often lately, so from this address the captcha must be
   * answered too (also with the captcha switched off); the console then asks for the slider.
   */
  captchaRequired: 428,
} as const;

export function ok<T>(result: T, message = ''): Envelope<T> {
  return { success: true, message, code: ResultCode.ok, result, timestamp: Date.now() };
}

/** JeecgBoot's `Result.ok(text)`: the text goes to both `message` and `result`. */
export function okMessage(text: string): Envelope<string> {
  return ok(text, text);
}

export function fail(message: string, code: number = ResultCode.error): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
