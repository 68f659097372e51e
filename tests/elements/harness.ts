/// <reference types="mocha" />
// Element tests run under the test runner's mocha in Chromium; assertions come from chai.
export { expect } from 'chai';
export { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';

/** Waits until `check` holds, polling each animation frame, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Lets queued microtasks and one frame run, so React commits and deferred work settles. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
