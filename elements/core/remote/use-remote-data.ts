import { useCallback, useEffect, useRef, useState } from 'react';
import { createLatestRequest, type LatestRequest, type RemoteLoad, type RemoteSnapshot } from './latest-request';
import { sameKey } from './same-key';

export interface RemoteDataOptions<T> {
  /** False: nothing is asked for (and a running load is aborted); the data shown stays. Default true. */
  enabled?: boolean;
  /** The data before the first answer. */
  initialData?: T;
  /** The newest load failed: the text to show and the failure (see createLatestRequest for the notice policy). */
  onError?: (message: string, failure: unknown) => void;
  /**
   * True: a key already loaded is not loaded again when the component's effects run again
   * without a key change (a kept-alive page shown again), so a form filled from it keeps what
   * the user typed. Default false: shown again, it asks again.
   */
  keepWhenShownAgain?: boolean;
  /**
   * Loads the same key again every this many milliseconds while enabled and mounted (a screen of
   * live figures); a tick is skipped while a load still runs, so slow answers never pile up.
   * Default: never on its own.
   */
  refreshMs?: number;
  /**
   * True: a failure stays shown while the next load runs, until an answer replaces it, so a page
   * that refreshes keeps telling why its figures are old. Default false: each load clears it.
   */
  keepErrorWhileLoading?: boolean;
}

export interface RemoteData<T> extends RemoteSnapshot<T> {
  /** Loads the same key again; resolves to whether its data was taken. */
  reload: () => Promise<boolean>;
}

/** A number that changes only when the key's parts do, so callers may pass a fresh array each render. */
function useKeyGeneration(key: readonly unknown[]): number {
  const last = useRef({ key, generation: 0 });
  if (!sameKey(last.current.key, key)) last.current = { key, generation: last.current.generation + 1 };
  return last.current.generation;
}

/**
 * Remote data for a key: loads when the key changes (and on `reload()`), hands the loader an
 * AbortSignal that aborts when a newer load starts or the component goes, and drops any answer
 * that was overtaken. The loader is read when a load starts, so it may be a fresh closure each
 * render; the key alone decides when to load.
 */
export function useRemoteData<T>(
  key: readonly unknown[],
  load: RemoteLoad<T>,
  options: RemoteDataOptions<T> = {},
): RemoteData<T> {
  const enabled = options.enabled ?? true;
  const generation = useKeyGeneration(key);
  const [snapshot, setSnapshot] = useState<RemoteSnapshot<T>>(() => ({
    data: options.initialData,
    loading: enabled,
    error: null,
  }));
  const keepError = options.keepErrorWhileLoading ?? false;
  const latest = useRef({ load, onError: options.onError, enabled, generation: 0, keepError });
  useEffect(() => {
    latest.current = { load, onError: options.onError, enabled, generation, keepError };
  });
  const request = useRef<LatestRequest<T> | null>(null);
  request.current ??= createLatestRequest<T>(snapshot, {
    onChange: setSnapshot,
    onError: (message, failure) => latest.current.onError?.(message, failure),
  });
  const keepWhenShownAgain = options.keepWhenShownAgain ?? false;
  const loadedGeneration = useRef<number | null>(null);

  const start = useCallback(async (forGeneration: number): Promise<boolean> => {
    const current = request.current;
    if (!current) return false;
    const taken = await current.run((signal) => latest.current.load(signal), { keepError: latest.current.keepError });
    if (taken) loadedGeneration.current = forGeneration;
    return taken;
  }, []);

  const reload = useCallback((): Promise<boolean> => {
    if (!latest.current.enabled) return Promise.resolve(false);
    return start(latest.current.generation);
  }, [start]);

  useEffect(() => {
    const current = request.current;
    if (!current) return;
    if (!enabled) {
      current.stop();
      return;
    }
    if (keepWhenShownAgain && loadedGeneration.current === generation) return;
    void start(generation);
    return () => current.abort();
  }, [generation, enabled, keepWhenShownAgain, start]);

  const refreshMs = options.refreshMs;
  useEffect(() => {
    const current = request.current;
    if (!current || !enabled || !refreshMs) return;
    const timer = window.setInterval(() => {
      if (!current.snapshot().loading) void start(generation);
    }, refreshMs);
    return () => window.clearInterval(timer);
  }, [generation, enabled, refreshMs, start]);

  return { ...snapshot, reload };
}
