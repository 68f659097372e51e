import { useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';

/** How often a screen fetches its figures again. */
export const SCREEN_REFRESH_MS = 30_000;

export interface ScreenFigures<T> {
  figures: T | null;
  /** Only the first fetch shows as loading; refreshes replace the figures in place. */
  loading: boolean;
  error: string | null;
  updatedAt: string | null;
}

/** A page's figures, fetched at once and then every `refreshMs` while it is open. */
export function useScreenFigures<T>(url: string, refreshMs = SCREEN_REFRESH_MS): ScreenFigures<T> {
  const [state, setState] = useState<ScreenFigures<T>>({ figures: null, loading: true, error: null, updatedAt: null });
  useEffect(() => {
    let open = true;
    const fetchFigures = () => {
      getAction<T>(url)
        .then((answer) => {
          if (!open) return;
          if (isSuccessful(answer) && answer.result) setState({ figures: answer.result, loading: false, error: null, updatedAt: new Date().toLocaleTimeString() });
          else setState((current) => ({ ...current, loading: false, error: answer.message }));
        })
        .catch((failure: unknown) => {
          if (open) setState((current) => ({ ...current, loading: false, error: failure instanceof Error ? failure.message : String(failure) }));
        });
    };
    fetchFigures();
    const timer = window.setInterval(fetchFigures, refreshMs);
    return () => {
      open = false;
      window.clearInterval(timer);
    };
  }, [url, refreshMs]);
  return state;
}
