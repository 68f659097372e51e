import { describe, expect, it } from 'vitest';
import { openWithRetries, SUB_FORM_RETRY_MS, subFormAfterClick } from '../../../elements/grid/model/sub-form-open';
import type { Timers } from '../../../elements/grid/model/timers';

function stepTimers() {
  const queue: { id: number; ms: number; run: () => void }[] = [];
  let nextId = 1;
  const timers: Timers = {
    setTimeout(run, ms) {
      queue.push({ id: nextId, ms, run });
      return nextId++;
    },
    clearTimeout(handle) {
      const index = queue.findIndex((timer) => timer.id === handle);
      if (index >= 0) queue.splice(index, 1);
    },
  };
  /** Runs the next timer; answers its delay. */
  const runNext = () => {
    const next = queue.shift()!;
    next.run();
    return next.ms;
  };
  return { timers, runNext, pending: () => queue.length };
}

describe('sub-form popover', () => {
  it('toggles: a second click on the row closes, another row reopens', () => {
    expect(subFormAfterClick(null, 'a')).toBe('a');
    expect(subFormAfterClick('a', 'a')).toBeNull();
    expect(subFormAfterClick('a', 'b')).toBe('b');
  });

  it('opens at once when the row is there', () => {
    const { timers, pending } = stepTimers();
    const opened: string[] = [];
    openWithRetries({
      locate: () => 'row',
      onOpen: (found) => opened.push(found),
      onFail: () => opened.push('failed'),
      timers,
    });
    expect(opened).toEqual(['row']);
    expect(pending()).toBe(0);
  });

  it('retries 3 times 100 ms apart, then fails', () => {
    const { timers, runNext, pending } = stepTimers();
    let looks = 0;
    let failed = false;
    const locate = () => {
      looks += 1;
      return null;
    };
    openWithRetries({ locate, onOpen: () => undefined, onFail: () => (failed = true), timers });
    const delays = [runNext(), runNext(), runNext()];
    expect(delays).toEqual([SUB_FORM_RETRY_MS, SUB_FORM_RETRY_MS, SUB_FORM_RETRY_MS]);
    expect(looks).toBe(4);
    expect(failed).toBe(true);
    expect(pending()).toBe(0);
  });

  it('opens on a retry once the row appears, and a cancel stops the retries', () => {
    const { timers, runNext, pending } = stepTimers();
    let looks = 0;
    const opened: number[] = [];
    const locate = () => {
      looks += 1;
      return looks === 3 ? looks : null;
    };
    openWithRetries({ locate, onOpen: (found) => opened.push(found), onFail: () => opened.push(-1), timers });
    runNext();
    runNext();
    expect(opened).toEqual([3]);
    const cancel = openWithRetries({
      locate: () => null,
      onOpen: () => undefined,
      onFail: () => opened.push(-1),
      timers,
    });
    cancel();
    expect(pending()).toBe(0);
    expect(opened).toEqual([3]);
  });
});
