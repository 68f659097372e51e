import { failureText } from '../http';

/** What a remote read shows: the last data received, whether a load runs, and why the last one failed. */
export interface RemoteSnapshot<T> {
  /** The last data received; kept while a newer load runs and after a failed one, so nothing shown is lost. */
  data: T | undefined;
  loading: boolean;
  /** The server's message (or the network's) when the latest load failed; null otherwise. */
  error: string | null;
}

export type RemoteLoad<T> = (signal: AbortSignal) => Promise<T>;

export interface RemoteRunOptions {
  /**
   * True: the last failure stays shown while this load runs, until its answer replaces it (a
   * page that refreshes on its own, a retry that should not blink). Default false: a load clears it.
   */
  keepError?: boolean;
}

export interface LatestRequest<T> {
  /**
   * Starts a load, aborting the one before: only the newest load may change the snapshot.
   * Resolves to whether this load's data was taken (false when it failed or was overtaken).
   */
  run(load: RemoteLoad<T>, options?: RemoteRunOptions): Promise<boolean>;
  /** Aborts the running load and says nothing more about it (a key change or an unmount). */
  abort(): void;
  /** Aborts the running load and shows that nothing loads any more. */
  stop(): void;
  snapshot(): RemoteSnapshot<T>;
}

export interface LatestRequestHooks<T> {
  /** Every change of the snapshot. */
  onChange: (snapshot: RemoteSnapshot<T>) => void;
  /** A failure of the newest load, with the text to show; aborted and overtaken loads never get here. */
  onError?: (message: string, failure: unknown) => void;
}

/**
 * The stale guard of every remote read: each load gets its own AbortSignal, a newer load aborts
 * the older one and an answer that arrives after it was overtaken is dropped. Failures are not
 * reported to the user here: the HTTP client has already shown a failed request (系统提示), and a
 * refusal (`success: false`, thrown by `requireSuccess`) is the caller's to show through `onError`
 * or `error`, as each page always did.
 */
export function createLatestRequest<T>(initial: RemoteSnapshot<T>, hooks: LatestRequestHooks<T>): LatestRequest<T> {
  let state = initial;
  let running: AbortController | null = null;

  const update = (change: Partial<RemoteSnapshot<T>>) => {
    state = { ...state, ...change };
    hooks.onChange(state);
  };

  const abort = () => {
    running?.abort();
    running = null;
  };

  const run = async (load: RemoteLoad<T>, options: RemoteRunOptions = {}): Promise<boolean> => {
    abort();
    const controller = new AbortController();
    running = controller;
    const isLatest = () => running === controller && !controller.signal.aborted;
    update(options.keepError ? { loading: true } : { loading: true, error: null });
    try {
      const data = await load(controller.signal);
      if (!isLatest()) return false;
      running = null;
      update({ data, loading: false, error: null });
      return true;
    } catch (failure) {
      if (!isLatest()) return false;
      running = null;
      const message = failureText(failure);
      update({ loading: false, error: message });
      hooks.onError?.(message, failure);
      return false;
    }
  };

  const stop = () => {
    abort();
    if (state.loading) update({ loading: false });
  };

  return { run, abort, stop, snapshot: () => state };
}
