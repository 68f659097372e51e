import { useEffect, useState } from 'react';
import { loadAnnouncementLists, type Announcement } from '../../../elements/notice';

export interface HomeAnnouncements {
  /** The unread notices and system messages, newest lists first; null while loading. */
  items: Announcement[] | null;
  error: string | null;
}

/** The user's unread announcements (the bell's lists), loaded once when the home opens. */
export function useHomeAnnouncements(): HomeAnnouncements {
  const [state, setState] = useState<HomeAnnouncements>({ items: null, error: null });
  useEffect(() => {
    let open = true;
    loadAnnouncementLists()
      .then((lists) => {
        if (open) setState({ items: [...lists.anntMsgList, ...lists.sysMsgList], error: null });
      })
      .catch((failure: unknown) => {
        if (open) setState({ items: [], error: failure instanceof Error ? failure.message : String(failure) });
      });
    return () => {
      open = false;
    };
  }, []);
  return state;
}
