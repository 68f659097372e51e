import { useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import { getLocale } from '../../../elements/core/i18n';
import { isRefusedForRole } from '../dashboard/figure-access';

/** How often a screen fetches its figures again. */
export const SCREEN_REFRESH_MS = 30_000;

export interface ScreenFigures<T> {
  figures: T | null;
  /** Only the first fetch shows as loading; refreshes replace the figures in place. */
  loading: boolean;
  error: string | null;
  /** The user's role may not read these figures: not asked for, or refused once and not again. */
  denied: boolean;
  updatedAt: string | null;
}

/**
 * A page's figures, fetched at once and then every `refreshMs` while it is open. With `allowed`
 * false nothing is fetched; a refusal for the user's role stops the refreshes.
 */
export function useScreenFigures<T>(url: string, refreshMs = SCREEN_REFRESH_MS, allowed = true): ScreenFigures<T> {
  const [state, setState] = useState<ScreenFigures<T>>({
    figures: null,
    loading: allowed,
    error: null,
    denied: !allowed,
    updatedAt: null,
  });
  useEffect(() => {
    if (!allowed) {
      setState({ figures: null, loading: false, error: null, denied: true, updatedAt: null });
      return undefined;
    }
    let open = true;
    let timer = 0;
    const fetchFigures = () => {
      getAction<T>(url)
        .then((answer) => {
          if (!open) return;
          if (isSuccessful(answer) && answer.result)
            setState({
              figures: answer.result,
              loading: false,
              error: null,
              denied: false,
              updatedAt: new Date().toLocaleTimeString(getLocale()),
            });
          else if (isRefusedForRole(answer)) {
            window.clearInterval(timer);
            setState({ figures: null, loading: false, error: null, denied: true, updatedAt: null });
          } else setState((current) => ({ ...current, loading: false, error: answer.message }));
        })
        .catch((failure: unknown) => {
          if (open)
            setState((current) => ({
              ...current,
              loading: false,
              error: failure instanceof Error ? failure.message : String(failure),
            }));
        });
    };
    fetchFigures();
    timer = window.setInterval(fetchFigures, refreshMs);
    return () => {
      open = false;
      window.clearInterval(timer);
    };
  }, [url, refreshMs, allowed]);
  return state;
}
