import { useEffect, useRef } from 'react';
import type { PushState } from '../model/push-channel';

/** The push channel cannot deliver: between retries, given up, or closed by the server. */
const DOWN: ReadonlySet<PushState> = new Set(['waiting', 'stopped', 'closed']);

/**
 * While the push channel is down, the bell loads its lists every `intervalMs` (the spec's 6000 ms
 * polling timer), so announcements still arrive behind a proxy that refuses WebSockets. A failed
 * load stops the polling silently (spec section 8) until the channel's state changes; an open
 * channel brings the lists by push again and the polling ends.
 */
export function useFallbackPolling(state: PushState | null, load: () => Promise<boolean>, intervalMs: number): void {
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const down = state !== null && DOWN.has(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the channel's state starts the polling afresh (spec section 8).
  useEffect(() => {
    if (!down) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        void latestLoad.current().then((loaded) => {
          if (live && loaded) next();
        });
      }, intervalMs);
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [down, state, intervalMs]);
}
