import { useCallback, useState } from 'react';
import { useRemoteData } from '../../../elements/core/remote';
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

const NO_ANNOUNCEMENTS: MyAnnouncementsPage = { records: [], total: 0 };

export const EMPTY_SEARCH: MyAnnouncementsSearch = { title: '', readFlag: '' };

/** "My announcements": the search, the page shown and its loading; a failure keeps the last page and says why. */
export function useMyAnnouncements(): MyAnnouncementsState {
  const [search, setSearch] = useState<MyAnnouncementsSearch>(EMPTY_SEARCH);
  const [pageNo, setPageNo] = useState(1);
  const [round, setRound] = useState(0);
  const read = useRemoteData<MyAnnouncementsPage>([search, pageNo, round], () => fetchMyAnnouncements(search, pageNo), {
    initialData: NO_ANNOUNCEMENTS,
  });

  const find = useCallback((next: MyAnnouncementsSearch) => {
    setSearch(next);
    setPageNo(1);
    setRound((value) => value + 1);
  }, []);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    page: read.data ?? NO_ANNOUNCEMENTS,
    pageNo,
    search,
    loading: read.loading,
    error: read.error,
    find,
    goTo: setPageNo,
    reload,
  };
}
