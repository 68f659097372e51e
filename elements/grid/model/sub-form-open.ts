import { globalTimers, type Timers } from './timers';

/** Widgets spec 4: the sub-form popover retries up to 3 times, 100 ms apart, before failing. */
export const SUB_FORM_RETRIES = 3;
export const SUB_FORM_RETRY_MS = 100;

/** The row whose sub-form shows after a click: the same row again closes it, another row reopens. */
export function subFormAfterClick(openRowKey: string | null, clickedRowKey: string): string | null {
  return openRowKey === clickedRowKey ? null : clickedRowKey;
}

export interface OpenAttempt<T> {
  /** Finds what the popover hangs from (the row's element), or null while it is not there. */
  locate: () => T | null;
  onOpen: (found: T) => void;
  /** After the last retry failed: the caller shows 打开子表失败. */
  onFail: () => void;
  timers?: Timers;
}

/**
 * Tries at once, then up to 3 more times 100 ms apart. Answers a cancel function (a newer
 * click or an unmount stops the pending retries).
 */
export function openWithRetries<T>({ locate, onOpen, onFail, timers = globalTimers }: OpenAttempt<T>): () => void {
  let pending: unknown = null;
  const attempt = (retriesLeft: number) => {
    pending = null;
    const found = locate();
    if (found !== null) onOpen(found);
    else if (retriesLeft === 0) onFail();
    else pending = timers.setTimeout(() => attempt(retriesLeft - 1), SUB_FORM_RETRY_MS);
  };
  attempt(SUB_FORM_RETRIES);
  return () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
}
