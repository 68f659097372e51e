import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError, refused } from '../../http';
import { announcementMessages as say, validationMessages } from '../../messages';
import type { AnnouncementBody } from './announcement-body';
import { idList, MsgType } from './audience';

/** The columns an administrator writes, checked and normalised. */
export interface AnnouncementValues {
  titile: string;
  msgContent: string | null;
  msgAbstract: string | null;
  startTime: string | null;
  endTime: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  userIds: string | null;
  departIds: string | null;
  openType: string | null;
  openPage: string | null;
  busType: string | null;
  busId: string | null;
}

/** A site path such as '/isps/userAnnouncement': never another site, never a scheme ('javascript:'). */
const SITE_PATH = /^\/(?![/\\])\S*$/;
const COMPONENT_NAME = /^[A-Za-z0-9_./-]+$/;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function audience(
  db: Kysely<Database>,
  body: AnnouncementBody,
): Promise<Pick<AnnouncementValues, 'msgType' | 'userIds' | 'departIds'>> {
  const msgType = body.msgType ?? MsgType.all;
  if (msgType === MsgType.user) {
    const ids = idList(body.userIds);
    if (!ids.length) throw new ApiError(say.usersRequired);
    const found = await db
      .selectFrom('sys_user')
      .select('id')
      .where('id', 'in', ids)
      .where('delFlag', '=', 0)
      .execute();
    if (found.length !== ids.length) throw new ApiError(say.unknownUser);
    return { msgType, userIds: ids.join(','), departIds: null };
  }
  if (msgType === MsgType.depart) {
    const ids = idList(body.departIds);
    if (!ids.length) throw new ApiError(say.departsRequired);
    const found = await db
      .selectFrom('sys_depart')
      .select('id')
      .where('id', 'in', ids)
      .where('delFlag', '=', '0')
      .execute();
    if (found.length !== ids.length) throw new ApiError(say.unknownDepart);
    return { msgType, userIds: null, departIds: ids.join(',') };
  }
  return { msgType, userIds: null, departIds: null };
}

function opening(body: AnnouncementBody): Pick<AnnouncementValues, 'openType' | 'openPage'> {
  const openType = body.openType || null;
  const openPage = blankToNull(body.openPage);
  if (openType === 'url' && !(openPage && SITE_PATH.test(openPage))) throw new ApiError(say.badOpenPage);
  if (openType === 'component' && !(openPage && COMPONENT_NAME.test(openPage)))
    throw new ApiError(say.badOpenComponent);
  // Without an open type the page is never opened, so none is kept.
  return { openType, openPage: openType ? openPage : null };
}

/** Checks the form beyond its schema (dates, audience, the page to open) and normalises it. */
export async function announcementValues(db: Kysely<Database>, body: AnnouncementBody): Promise<AnnouncementValues> {
  const titile = body.titile.trim();
  if (!titile) throw refused(validationMessages.required('titile'));
  const startTime = blankToNull(body.startTime);
  const endTime = blankToNull(body.endTime);
  if (startTime && endTime && endTime < startTime) throw new ApiError(say.endBeforeStart);
  return {
    titile,
    msgContent: body.msgContent ?? null,
    msgAbstract: blankToNull(body.msgAbstract),
    startTime,
    endTime,
    priority: body.priority ?? 'L',
    msgCategory: body.msgCategory ?? '1',
    ...(await audience(db, body)),
    ...opening(body),
    busType: blankToNull(body.busType),
    busId: blankToNull(body.busId),
  };
}
