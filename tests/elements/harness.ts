/// <reference types="mocha" />
// Element tests run under the test runner's mocha in Chromium; assertions come from chai.
import '../register-catalogues';

export { expect } from 'chai';
export { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';

/**
 * Waits are hang detectors, not speed checks: on a loaded 2-core CI machine a step that takes
 * 50 ms alone can take seconds, so no wait gives up before this, whatever a test names.
 */
const WAIT_FLOOR_MS = 20000;

/** Waits until `check` holds, polling each animation frame, or fails after `timeoutMs` (at least WAIT_FLOOR_MS). */
export async function waitFor(check: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const limit = Math.max(timeoutMs, WAIT_FLOOR_MS);
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > limit) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Lets queued microtasks and one frame run, so React commits and deferred work settles. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
