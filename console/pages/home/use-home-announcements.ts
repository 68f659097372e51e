import { useRemoteData } from '../../../elements/core/remote';
import { loadAnnouncementLists, type Announcement } from '../../../elements/notice';

export interface HomeAnnouncements {
  /** The unread notices and system messages, newest lists first; null while loading. */
  items: Announcement[] | null;
  error: string | null;
}

/** The user's unread announcements (the bell's lists), loaded once when the home opens. */
export function useHomeAnnouncements(): HomeAnnouncements {
  const read = useRemoteData<Announcement[]>([], async () => {
    const lists = await loadAnnouncementLists();
    return [...lists.anntMsgList, ...lists.sysMsgList];
  });
  if (read.error !== null) return { items: read.data ?? [], error: read.error };
  return { items: read.loading ? null : (read.data ?? null), error: null };
}
