import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_LISTS, type AnnouncementLists } from '../model/announcement';
import { loadAnnouncementLists } from '../model/notice-requests';

export interface AnnouncementListsState {
  lists: AnnouncementLists;
  reload: () => void;
}

/**
 * The bell's lists of the signed-in `owner`: loaded on mount and when the owner changes, and again on every `reload()` (a push, a
 * reconnect, an announcement opened). There is no timer: the bell loads on push. A failed load
 * keeps what is shown and says nothing (shell spec: polling stops silently); only the latest
 * load's answer is shown.
 */
export function useAnnouncementLists(owner: string | null): AnnouncementListsState {
  const [lists, setLists] = useState<AnnouncementLists>(EMPTY_LISTS);
  const latest = useRef(0);
  const live = useRef(true);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    loadAnnouncementLists().then(
      (loaded) => {
        if (live.current && ticket === latest.current) setLists(loaded);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    if (owner) reload();
    else setLists(EMPTY_LISTS);
    return () => {
      live.current = false;
    };
  }, [owner, reload]);

  return { lists, reload };
}
