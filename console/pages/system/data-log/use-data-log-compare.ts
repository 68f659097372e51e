import { useCallback, useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
import { DATA_LOG_URLS, type DataLogRecord } from './data-log-record';

export interface DataLogCompareState {
  /** Every version of the compared row, newest first (for the two version choices). */
  versions: DataLogRecord[];
  /** The two versions compared, in the order chosen; null until both are read. */
  pair: [DataLogRecord, DataLogRecord] | null;
  loading: boolean;
  /** The server's refusal, if any. */
  failure: string | null;
  choose: (slot: 0 | 1, logId: string) => void;
  chosen: [string, string];
}

/**
 * The compare dialog's reads (JeecgBoot's DataLogModal and DataLogCompareModal): the row's versions
 * (`queryDataVerList`) and the two chosen ones (`queryCompareList`), read again when a choice changes.
 */
export function useDataLogCompare(start: readonly [DataLogRecord, DataLogRecord] | null): DataLogCompareState {
  const [versions, setVersions] = useState<DataLogRecord[]>([]);
  const [chosen, setChosen] = useState<[string, string]>(['', '']);
  const [pair, setPair] = useState<[DataLogRecord, DataLogRecord] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!start) return;
    let current = true;
    // The older version on the left, as the list is newest first.
    const [a, b] = Number(start[0].dataVersion) <= Number(start[1].dataVersion) ? start : [start[1], start[0]];
    setChosen([a.id, b.id]);
    setVersions([]);
    getAction<DataLogRecord[]>(DATA_LOG_URLS.versions, { dataTable: a.dataTable, dataId: a.dataId })
      .then((answer) => {
        if (current && isSuccessful(answer)) setVersions(answer.result);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [start]);

  useEffect(() => {
    const [first, second] = chosen;
    if (!first || !second) return;
    let current = true;
    setLoading(true);
    setFailure(null);
    getAction<DataLogRecord[]>(DATA_LOG_URLS.compare, { dataId1: first, dataId2: second })
      .then((answer) => {
        if (!current) return;
        const [older, newer] = isSuccessful(answer) && answer.result.length === 2 ? answer.result : [];
        if (older && newer) setPair([older, newer]);
        else {
          setPair(null);
          setFailure(answer.message || null);
        }
      })
      .catch(() => {
        // The HTTP client has shown why.
        if (current) setPair(null);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [chosen]);

  const choose = useCallback((slot: 0 | 1, logId: string) => {
    setChosen((previous) => (slot === 0 ? [logId, previous[1]] : [previous[0], logId]));
  }, []);

  return { versions, pair, loading, failure, choose, chosen };
}
