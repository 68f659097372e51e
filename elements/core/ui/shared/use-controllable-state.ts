import { useCallback, useState } from 'react';

/**
 * A value that the parent may control (`controlled !== undefined`) or leave to the component.
 * The setter only updates the internal copy; components report changes through their own
 * callbacks so a controlled parent stays the single source of truth.
 */
export function useControllableState<T>(controlled: T | undefined, initial: T | (() => T)): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const isControlled = controlled !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(() => next);
    },
    [isControlled],
  );
  return [isControlled ? controlled : own, setValue];
}
