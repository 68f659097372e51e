import { getAction, putAction, requireSuccess } from '../../core/http';
import type { Announcement, AnnouncementLists } from './announcement';

/** The caller's unread notices and system messages (five of each) with their totals. */
export async function loadAnnouncementLists(): Promise<AnnouncementLists> {
  const result = requireSuccess(await getAction<Partial<AnnouncementLists>>('/sys/annountCement/listByUser'));
  return {
    anntMsgList: result?.anntMsgList ?? [],
    anntMsgTotal: Number(result?.anntMsgTotal ?? 0),
    sysMsgList: result?.sysMsgList ?? [],
    sysMsgTotal: Number(result?.sysMsgTotal ?? 0),
  };
}

/** Marks the caller's copy read (JeecgBoot declares PUT). */
export async function markAnnouncementRead(anntId: string): Promise<void> {
  requireSuccess(await putAction('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }));
}

export async function loadAnnouncement(id: string): Promise<Announcement> {
  return requireSuccess(await getAction<Announcement>('/sys/annountCement/queryById', { id }));
}

/** The sender's real name, looked up by username; the username itself when there is none. */
export async function senderRealname(username: string): Promise<string> {
  const answer = await getAction<{ records?: { realname?: string }[] }>('/sys/user/list', { username });
  return requireSuccess(answer)?.records?.[0]?.realname || username;
}
