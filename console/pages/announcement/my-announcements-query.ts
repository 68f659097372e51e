import { getAction, putAction, requireSuccess } from '../../../elements/core/http';

/** One delivery of "my announcements" (JeecgBoot's AnnouncementSendModel: `anntId` is the announcement). */
export interface MyAnnouncement {
  id: string;
  anntId: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  priority?: string | null;
  readFlag: string;
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
}

export interface MyAnnouncementsPage {
  records: MyAnnouncement[];
  total: number;
}

export interface MyAnnouncementsSearch {
  title: string;
  /** '' any, '0' unread, '1' read. */
  readFlag: '' | '0' | '1';
}

export const PAGE_SIZE = 10;

/** The list query: the title matches anywhere (`*x*`), empty filters are left out, newest first. */
export function myAnnouncementsParams(search: MyAnnouncementsSearch, pageNo: number): Record<string, unknown> {
  const params: Record<string, unknown> = { pageNo, pageSize: PAGE_SIZE, column: 'sendTime', order: 'desc' };
  const title = search.title.trim().replace(/\*/g, '');
  if (title) params.titile = `*${title}*`;
  if (search.readFlag) params.readFlag = search.readFlag;
  return params;
}

export async function fetchMyAnnouncements(
  search: MyAnnouncementsSearch,
  pageNo: number,
): Promise<MyAnnouncementsPage> {
  const page = requireSuccess(
    await getAction<Partial<MyAnnouncementsPage>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      myAnnouncementsParams(search, pageNo),
    ),
  );
  return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
}

export async function markAllRead(): Promise<string> {
  const answer = requireSuccess(await putAction<string>('/sys/sysAnnouncementSend/readAll'));
  return typeof answer === 'string' ? answer : '';
}
