import { useCallback, useState } from 'react';
import { getAction, isSuccessful } from '../../../../elements/core/http';
import { useRemoteData } from '../../../../elements/core/remote';
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

type Start = readonly [DataLogRecord, DataLogRecord];

/** What queryCompareList answered: the two versions, or the server's refusal (a refusal is shown, not kept as a failure). */
interface Compared {
  pair: [DataLogRecord, DataLogRecord] | null;
  refusal: string | null;
}

const NO_VERSIONS: DataLogRecord[] = [];

/** The older version on the left, as the list is newest first. */
function firstChoice(start: Start | null): [string, string] {
  if (!start) return ['', ''];
  const [a, b] = Number(start[0].dataVersion) <= Number(start[1].dataVersion) ? start : [start[1], start[0]];
  return [a.id, b.id];
}

/**
 * The compare dialog's reads (JeecgBoot's DataLogModal and DataLogCompareModal): the row's versions
 * (`queryDataVerList`) and the two chosen ones (`queryCompareList`), read again when a choice changes.
 */
export function useDataLogCompare(start: Start | null): DataLogCompareState {
  // The choice belongs to the pair the dialog was opened with: another pair starts from its own.
  const [choice, setChoice] = useState<{ start: Start | null; ids: [string, string] }>(() => ({
    start,
    ids: firstChoice(start),
  }));
  const chosen = choice.start === start ? choice.ids : firstChoice(start);
  const [first, second] = chosen;

  // A refusal or a failed request leaves the choices to the two ticked entries; the HTTP client has shown a failure.
  const versionsRead = useRemoteData<DataLogRecord[]>(
    [start],
    async (signal) => {
      const row = start?.[0];
      const answer = await getAction<DataLogRecord[]>(
        DATA_LOG_URLS.versions,
        { dataTable: row?.dataTable, dataId: row?.dataId },
        { signal },
      );
      return isSuccessful(answer) ? answer.result : NO_VERSIONS;
    },
    { enabled: start !== null },
  );
  const versions =
    versionsRead.loading || versionsRead.error !== null ? NO_VERSIONS : (versionsRead.data ?? NO_VERSIONS);

  const compareRead = useRemoteData<Compared>(
    [start, first, second],
    async (signal) => {
      const answer = await getAction<DataLogRecord[]>(
        DATA_LOG_URLS.compare,
        { dataId1: first, dataId2: second },
        { signal },
      );
      const [older, newer] = isSuccessful(answer) && answer.result.length === 2 ? answer.result : [];
      return older && newer ? { pair: [older, newer], refusal: null } : { pair: null, refusal: answer.message || null };
    },
    // A failed request shows no pair, also while the next choice loads.
    { enabled: first !== '' && second !== '', keepErrorWhileLoading: true },
  );
  // The pair compared before stays under the spinner while the next one loads.
  const pair = compareRead.error !== null ? null : (compareRead.data?.pair ?? null);
  const failure = compareRead.loading || compareRead.error !== null ? null : (compareRead.data?.refusal ?? null);

  const choose = useCallback(
    (slot: 0 | 1, logId: string) => {
      setChoice((previous) => {
        const ids = previous.start === start ? previous.ids : firstChoice(start);
        return { start, ids: slot === 0 ? [logId, ids[1]] : [ids[0], logId] };
      });
    },
    [start],
  );

  return { versions, pair, loading: compareRead.loading, failure, choose, chosen };
}
