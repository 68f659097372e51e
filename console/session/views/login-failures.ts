/**
 * After this many failed sign-ins in a row, the login page also asks for the slider verification
 * (widgets spec: "offered on the login page after repeated failures"; the number is ours).
 */
export const SLIDER_AFTER_FAILURES = 3;

/** Kept per browser tab, so reloading the page does not take the slider away. */
export const LOGIN_FAILURES_KEY = 'farm-console-login-failures';

/** The failed sign-ins counted so far; anything unreadable counts as none. */
export function readLoginFailures(storage: Pick<Storage, 'getItem'>): number {
  const count = Number(storage.getItem(LOGIN_FAILURES_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * Our server's `code` when the account has failed to sign in often lately (from anywhere) and it
 * wants the captcha answered from this address too; JeecgBoot has no such answer.
 */
export const CAPTCHA_REQUIRED_CODE = 428;

/** Whether a refused sign-in's answer asks for a human check (the captcha) before the next try. */
export function humanCheckAsked(response: { code?: unknown } | undefined): boolean {
  return Number(response?.code) === CAPTCHA_REQUIRED_CODE;
}

/**
 * One more failure, stored and returned. A failure on which the server asked for a human check
 * brings the slider at once, beside the captcha: the account is being guessed at.
 */
export function recordLoginFailure(storage: Pick<Storage, 'getItem' | 'setItem'>, humanCheck = false): number {
  const count = Math.max(readLoginFailures(storage) + 1, humanCheck ? SLIDER_AFTER_FAILURES : 0);
  storage.setItem(LOGIN_FAILURES_KEY, String(count));
  return count;
}

/** A successful sign-in starts the count again. */
export function clearLoginFailures(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(LOGIN_FAILURES_KEY);
}

export function sliderRequired(failures: number): boolean {
  return failures >= SLIDER_AFTER_FAILURES;
}
