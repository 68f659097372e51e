import { useRef, useState } from 'react';
import { getAction, HttpFailure, isSuccessful } from '../../../elements/core/http';
import { getLocale } from '../../../elements/core/i18n';
import { useRemoteData } from '../../../elements/core/remote';
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

interface Sample<T> {
  figures: T;
  updatedAt: string;
}

/** The server's "your role may not read these": the screen says so instead of a failure, and stops asking. */
class RefusedForRole extends Error {}

/**
 * A page's figures, fetched at once and then every `refreshMs` while it is open. With `allowed`
 * false nothing is fetched; a refusal for the user's role stops the refreshes. A failure stays
 * shown across refreshes until an answer replaces it, with the last figures kept beneath it.
 */
export function useScreenFigures<T>(url: string, refreshMs = SCREEN_REFRESH_MS, allowed = true): ScreenFigures<T> {
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);
  // Known at the refusal itself, before the page draws it: a refresh due meanwhile asks nothing.
  const refused = useRef<string | null>(null);
  const denied = !allowed || refusedUrl === url;
  const read = useRemoteData<Sample<T>>(
    [url],
    async (signal) => {
      if (refused.current === url) throw new RefusedForRole();
      const answer = await getAction<T>(url, undefined, { signal });
      if (isSuccessful(answer) && answer.result)
        return { figures: answer.result, updatedAt: new Date().toLocaleTimeString(getLocale()) };
      if (isRefusedForRole(answer)) {
        refused.current = url;
        throw new RefusedForRole(answer.message);
      }
      throw new HttpFailure(answer.message, answer);
    },
    {
      enabled: !denied,
      refreshMs,
      keepErrorWhileLoading: true,
      onError: (_message, failure) => {
        if (failure instanceof RefusedForRole) setRefusedUrl(url);
      },
    },
  );
  if (denied) return { figures: null, loading: false, error: null, denied: true, updatedAt: null };
  return {
    figures: read.data?.figures ?? null,
    loading: read.loading && read.data === undefined && read.error === null,
    error: read.error,
    denied: false,
    updatedAt: read.data?.updatedAt ?? null,
  };
}
