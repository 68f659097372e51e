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

/** One more failure, stored and returned. */
export function recordLoginFailure(storage: Pick<Storage, 'getItem' | 'setItem'>): number {
  const count = readLoginFailures(storage) + 1;
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
