import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_LISTS, type AnnouncementLists } from '../model/announcement';
import { loadAnnouncementLists } from '../model/notice-requests';

export interface AnnouncementListsState {
  lists: AnnouncementLists;
  /** Loads the lists again; resolves to whether they were loaded. */
  reload: () => Promise<boolean>;
}

/**
 * The bell's lists of the signed-in `owner`: loaded on mount and when the owner changes, and again
 * on every `reload()` (a push, a reconnect, an announcement opened, a poll while the push channel
 * is down). A failed load keeps what is shown and says nothing; only the latest load's answer is
 * shown.
 */
export function useAnnouncementLists(owner: string | null): AnnouncementListsState {
  const [lists, setLists] = useState<AnnouncementLists>(EMPTY_LISTS);
  const latest = useRef(0);
  const live = useRef(true);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    return loadAnnouncementLists().then(
      (loaded) => {
        if (live.current && ticket === latest.current) setLists(loaded);
        return true;
      },
      () => false,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    if (owner) void reload();
    else setLists(EMPTY_LISTS);
    return () => {
      live.current = false;
    };
  }, [owner, reload]);

  return { lists, reload };
}
