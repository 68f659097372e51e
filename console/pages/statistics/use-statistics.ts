import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import type { StatisticsRow } from './statistics-subjects';

export interface StatisticsQuery {
  begin: string;
  end: string;
  group: string;
}

export interface StatisticsState {
  rows: StatisticsRow[] | null;
  loading: boolean;
  /** The server's or the network's message when the last fetch failed. */
  error: string | null;
  reload: () => void;
}

/** The rows of one statistics endpoint for a query; a reversed range is never sent, only the newest answer counts. */
export function useStatistics(endpoint: string, query: StatisticsQuery, reversed: boolean): StatisticsState {
  const [rows, setRows] = useState<StatisticsRow[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (reversed) {
      setLoading(false);
      return;
    }
    const ticket = latest.current + 1;
    latest.current = ticket;
    setLoading(true);
    setError(null);
    getAction<StatisticsRow[]>(endpoint, { begin: query.begin, end: query.end, group: query.group })
      .then((answer) => {
        if (latest.current !== ticket) return;
        if (isSuccessful(answer) && answer.result) setRows(answer.result);
        else setError(answer.message);
      })
      .catch((failure: unknown) => {
        if (latest.current === ticket) setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (latest.current === ticket) setLoading(false);
      });
  }, [endpoint, query.begin, query.end, query.group, reversed, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows, loading, error, reload };
}
