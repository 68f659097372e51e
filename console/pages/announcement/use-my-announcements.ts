import { useCallback, useEffect, useState } from 'react';
import { fetchMyAnnouncements, type MyAnnouncementsPage, type MyAnnouncementsSearch } from './my-announcements-query';

export interface MyAnnouncementsState {
  page: MyAnnouncementsPage;
  pageNo: number;
  search: MyAnnouncementsSearch;
  loading: boolean;
  error: string | null;
  /** Runs a search from the first page. */
  find: (search: MyAnnouncementsSearch) => void;
  goTo: (pageNo: number) => void;
  reload: () => void;
}

export const EMPTY_SEARCH: MyAnnouncementsSearch = { title: '', readFlag: '' };

/** "My announcements": the search, the page shown and its loading; a failure keeps the last page and says why. */
export function useMyAnnouncements(): MyAnnouncementsState {
  const [search, setSearch] = useState<MyAnnouncementsSearch>(EMPTY_SEARCH);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<MyAnnouncementsPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchMyAnnouncements(search, pageNo).then(
      (loaded) => {
        if (!current) return;
        setPage(loaded);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [search, pageNo, round]);

  const find = useCallback((next: MyAnnouncementsSearch) => {
    setSearch(next);
    setPageNo(1);
    setRound((value) => value + 1);
  }, []);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { page, pageNo, search, loading, error, find, goTo: setPageNo, reload };
}
