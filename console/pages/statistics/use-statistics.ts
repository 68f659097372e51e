import { useFigures } from '../dashboard/use-figures';
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
  const { figures, loading, error, reload } = useFigures<StatisticsRow[]>(
    endpoint,
    { begin: query.begin, end: query.end, group: query.group },
    { enabled: !reversed, roleRefusalDenies: false },
  );
  return { rows: figures, loading, error, reload };
}
