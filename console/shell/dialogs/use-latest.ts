import { useRef } from 'react';

/** A ref that always holds the latest value, for callbacks read inside effects that must not re-run when they change. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
