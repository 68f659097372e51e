import { useRemoteData } from '../../core/remote';
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
 * shown, and never one loaded for another owner.
 */
export function useAnnouncementLists(owner: string | null): AnnouncementListsState {
  const read = useRemoteData([owner], async () => ({ owner, lists: await loadAnnouncementLists() }), {
    enabled: Boolean(owner),
  });
  const lists = owner && read.data?.owner === owner ? read.data.lists : EMPTY_LISTS;
  return { lists, reload: read.reload };
}
