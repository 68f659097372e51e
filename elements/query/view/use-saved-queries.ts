import { useCallback, useState } from 'react';
import {
  readSavedQueries,
  savedQueryKey,
  currentFullPath,
  withSavedQuery,
  withoutSavedQuery,
  writeSavedQueries,
  type QueryResult,
  type SavedQuery,
} from '../model';

/** The saved queries of this list: under the save code, or the page's full path when none is given. */
export function useSavedQueries(saveCode: string | undefined) {
  const key = () => savedQueryKey(saveCode, currentFullPath(window.location));
  const [queries, setQueries] = useState<SavedQuery[]>(() => readSavedQueries(window.localStorage, key()));

  const store = (next: SavedQuery[]) => {
    writeSavedQueries(window.localStorage, key(), next);
    setQueries(next);
  };

  return {
    queries,
    /** Reads them again (another list on the same page, or another tab, may have saved). */
    reload: useCallback(
      () =>
        setQueries(readSavedQueries(window.localStorage, savedQueryKey(saveCode, currentFullPath(window.location)))),
      [saveCode],
    ),
    save: (title: string, result: QueryResult) =>
      store(withSavedQuery(readSavedQueries(window.localStorage, key()), title, result)),
    remove: (title: string) => store(withoutSavedQuery(readSavedQueries(window.localStorage, key()), title)),
  };
}
