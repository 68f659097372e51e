import '../i18n/catalogues/validation';
import { t } from '../i18n';

/** Clicks on the same action closer than this warn 你点击的太快了，请慢点点击!. */
export const CLICK_GUARD_INTERVAL_MS = 300;
/** Insert-row clicks are throttled to one per this interval. */
export const INSERT_ROW_THROTTLE_MS = 1500;
/** Grid cells validate on blur after this delay. */
export const BLUR_VALIDATION_DELAY_MS = 100;

export interface ClickGuard {
  /**
   * Records a click on `action` at `now` (ms) and gives the warning when it comes less than the
   * interval after the previous click on the same action, or `undefined` when it may proceed.
   */
  check(action: string, now: number): string | undefined;
}

export function createClickGuard(intervalMs: number = CLICK_GUARD_INTERVAL_MS): ClickGuard {
  const lastClickAt = new Map<string, number>();
  return {
    check(action, now) {
      const previous = lastClickAt.get(action);
      lastClickAt.set(action, now);
      return previous !== undefined && now - previous < intervalMs ? t('validation.clickTooFast') : undefined;
    },
  };
}

export interface Throttle {
  /** True when a call at `now` (ms) runs: the first one does, then none until the interval has passed. */
  accept(now: number): boolean;
}

/** A leading-edge throttle; refused calls are dropped, not deferred. */
export function createThrottle(intervalMs: number = INSERT_ROW_THROTTLE_MS): Throttle {
  let lastRunAt: number | undefined;
  return {
    accept(now) {
      if (lastRunAt !== undefined && now - lastRunAt < intervalMs) return false;
      lastRunAt = now;
      return true;
    },
  };
}
