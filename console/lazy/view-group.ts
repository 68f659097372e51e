/**
 * A group of views fetched as one chunk on first need. The promise is made once and kept, and once
 * settled it carries React's thenable fields (`status`, `value` or `reason`), so that `use()` of a
 * group already fetched (the login page inside the sign-in layout, a menu page inside the shell,
 * the shell fetched ahead while the menu loaded) returns at once instead of suspending and
 * flashing a loading state.
 */
export interface ViewGroup<T> {
  /**
   * The fetch, for rendering with `use()`. A failure stays: the same rejected promise reaches the
   * error boundary (a fresh promise on every retry would keep the loading state up for ever).
   */
  load(): Promise<T>;
  /** Fetches ahead of need; a failure here is forgotten, so rendering tries once more. */
  prefetch(): void;
  /** What the fetch brought, once it has: a view mounted later draws with it at once. */
  value(): T | undefined;
}

/** A promise as React's `use()` reads it once settled. */
export type SettledThenable<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Writes the outcome onto the promise, as React's thenable convention expects of a promise it did not make. */
function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as SettledThenable<T>;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Spec: a lazy view that has not arrived after 120 seconds is a failure, not a loading state for ever. */
export const VIEW_LOAD_TIMEOUT_MS = 120_000;

/** A group of views that could not be fetched or evaluated, or did not arrive in time. */
export class ViewLoadError extends Error {
  readonly code = 'load-failed';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ViewLoadError';
  }
}

/** The chunk's module, or a ViewLoadError when it fails or takes longer than `timeoutMs`. */
function withinTime<T>(fetching: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ViewLoadError(`views not loaded after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    fetching.then(
      (views) => {
        clearTimeout(timer);
        resolve(views);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ViewLoadError
            ? error
            : new ViewLoadError(error instanceof Error ? error.message : String(error), { cause: error }),
        );
      },
    );
  });
}

export function viewGroup<T>(fetchChunk: () => Promise<T>, timeoutMs = VIEW_LOAD_TIMEOUT_MS): ViewGroup<T> {
  let loading: Promise<T> | null = null;
  const load = () => {
    loading ??= trackSettlement(withinTime(fetchChunk(), timeoutMs));
    return loading;
  };
  return {
    load,
    prefetch() {
      const attempt = load();
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    },
    value: () => (loading as SettledThenable<T> | null)?.value,
  };
}
