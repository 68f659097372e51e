import { getAction, putAction, requireSuccess, type Envelope } from '../../core/http';
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

type NamedUser = { realname?: string };

/**
 * The sender's real name, looked up by username through the user pickers' `getMultiUser`, which
 * every signed-in user may call (the user directory, `/sys/user/list`, is an administrator's
 * page); the username itself when there is none.
 */
export async function senderRealname(username: string): Promise<string> {
  // JeecgBoot answers getMultiUser with a bare array rather than an envelope.
  const answer: unknown = await getAction<NamedUser[]>('/sys/user/getMultiUser', { username });
  const users = Array.isArray(answer) ? (answer as NamedUser[]) : requireSuccess(answer as Envelope<NamedUser[]>);
  return users?.[0]?.realname || username;
}
