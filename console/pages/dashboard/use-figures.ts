import { getAction, HttpFailure, isSuccessful } from '../../../elements/core/http';
import { useRemoteData } from '../../../elements/core/remote';
import { isRefusedForRole } from './figure-access';

export interface FiguresOptions {
  /** False: nothing is asked for (a reversed range, a role that may not read them). */
  enabled: boolean;
  /** Whether the server's "your role may not" leaves the figures out instead of failing. */
  roleRefusalDenies: boolean;
}

export interface FiguresState<T> {
  /** The last figures received; kept while newer ones load so the page does not blink. */
  figures: T | null;
  loading: boolean;
  /** The server's or the network's message when the last fetch failed. */
  error: string | null;
  /** The server refused the figures to the user's role. */
  refused: boolean;
  reload: () => void;
}

type FiguresRead<T> = { figures: T; refused: false } | { figures: null; refused: true };

/**
 * The figures a statistics endpoint answers for its query parameters; only the newest answer
 * counts. An answer without figures is a failure with the server's message.
 */
export function useFigures<T>(
  url: string,
  params: Readonly<Record<string, string>> | undefined,
  { enabled, roleRefusalDenies }: FiguresOptions,
): FiguresState<T> {
  const read = useRemoteData<FiguresRead<T>>(
    [url, JSON.stringify(params ?? null)],
    async (signal) => {
      const answer = await getAction<T>(url, params, { signal });
      if (isSuccessful(answer) && answer.result) return { figures: answer.result, refused: false };
      // A refusal for the role is not a failure: the charts are left out, not failed.
      if (roleRefusalDenies && isRefusedForRole(answer)) return { figures: null, refused: true };
      throw new HttpFailure(answer.message, answer);
    },
    { enabled },
  );
  return {
    figures: read.data?.figures ?? null,
    loading: read.loading,
    error: read.error,
    refused: read.data?.refused ?? false,
    reload: read.reload,
  };
}
