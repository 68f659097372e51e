import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * The value of the last committed render, for event handlers and timers that must not change
 * identity when it does. It is stored after the render commits (insertion effects run before
 * every layout effect, so those see it too), never while rendering: a render React throws away
 * leaves no trace.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const latest = useRef(value);
  useInsertionEffect(() => {
    latest.current = value;
  });
  return latest;
}
