/**
 * A group of views fetched as one chunk on first need. The promise is made once and kept, and
 * the module is kept once it has arrived, so that a view of a group already fetched (the login
 * page inside the sign-in layout, a menu page inside the shell, the shell fetched ahead while
 * the menu loaded) renders at once instead of suspending and flashing a loading state.
 */
export interface ViewGroup<T> {
  /**
   * The fetch, for rendering. A failure stays: the same rejected promise reaches the error
   * boundary (a fresh promise on every retry would keep the loading state up for ever).
   */
  load(): Promise<T>;
  /** Fetches ahead of need; a failure here is forgotten, so rendering tries once more. */
  prefetch(): void;
  /** The group's module when it has arrived, else null. */
  loaded(): T | null;
}

export function viewGroup<T>(fetchChunk: () => Promise<T>): ViewGroup<T> {
  let loading: Promise<T> | null = null;
  let arrived: T | null = null;
  const load = () => {
    loading ??= fetchChunk().then((views) => {
      arrived = views;
      return views;
    });
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
    loaded: () => arrived,
  };
}
