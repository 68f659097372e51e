/** An announcement as the bell, the detail modal and "my announcements" read it (shell spec section 3). */
export interface Announcement {
  id: string;
  /** Spelled so by the backend. */
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  /** HTML written in the rich-text editor; sanitised before it is shown. */
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
  priority?: string | null;
  busId?: string | null;
}

/** `GET /sys/annountCement/listByUser`: the caller's unread notices and system messages. */
export interface AnnouncementLists {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

export const EMPTY_LISTS: AnnouncementLists = Object.freeze({
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [],
  sysMsgTotal: 0,
});

/** The priority codes L, M, H (一般, 重要, 紧急) and the tag colour each is shown in. */
export type PriorityLevel = 'general' | 'important' | 'urgent';

const PRIORITIES: Readonly<Record<string, PriorityLevel>> = { L: 'general', M: 'important', H: 'urgent' };

/** The level of a priority code; null for a missing or unknown code (no tag is shown). */
export function priorityLevel(code: string | null | undefined): PriorityLevel | null {
  return code && Object.hasOwn(PRIORITIES, code) ? (PRIORITIES[code] ?? null) : null;
}

/** What opening an announcement leads to beside the detail: a site path, a named page, or nothing. */
export type AnnouncementTarget =
  | { kind: 'url'; path: string }
  | { kind: 'component'; component: string; formData: { id: string } }
  | { kind: 'none' };

/**
 * A url announcement's "Go handle" goes to its openPage, but only to a path of this site
 * (`/…`, not `//host`, no scheme): a stored `javascript:` or foreign address is never followed.
 * A component announcement opens the page named by openPage with form data id = busId.
 */
export function announcementTarget(
  announcement: Pick<Announcement, 'openType' | 'openPage' | 'busId'>,
): AnnouncementTarget {
  const page = announcement.openPage?.trim() ?? '';
  if (announcement.openType === 'url' && isSitePath(page)) return { kind: 'url', path: page };
  if (announcement.openType === 'component' && page)
    return { kind: 'component', component: page, formData: { id: announcement.busId ?? '' } };
  return { kind: 'none' };
}

export function isSitePath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a path with a control character is no site path.
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\u0000-\u001f]/.test(path);
}
