/** A fetch made on first need and shared by every caller after. */
export interface FetchedOnce<T> {
  load(): Promise<T>;
  /** What the fetch brought, once it has: a component mounted later draws with it at once. */
  value(): T | undefined;
}

/**
 * Fetches on the first `load()` and hands every later caller the same promise. A failure stays:
 * the browser keeps a module it could not fetch as failed for the life of the page, so asking
 * again would only fail again; a reload is what fetches it anew.
 */
export function fetchedOnce<T>(start: () => Promise<T>): FetchedOnce<T> {
  let pending: Promise<T> | null = null;
  let arrived: { value: T } | null = null;
  return {
    load() {
      if (pending) return pending;
      pending = start();
      pending.then(
        (value) => {
          arrived = { value };
        },
        // The callers see the failure; this handler only keeps it from being reported as unhandled.
        () => undefined,
      );
      return pending;
    },
    value: () => arrived?.value,
  };
}
