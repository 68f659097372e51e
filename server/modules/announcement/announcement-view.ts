import type { Kysely, Selectable } from 'kysely';
import type { Database, SysAnnouncementTable } from '../../db';
import { dictTexts } from '../dict';

export type AnnouncementRow = Selectable<SysAnnouncementTable>;

/**
 * What a recipient may read of an announcement: everything but its audience (`userIds`,
 * `departIds` name other people) and the deletion flag. `msgContent` is the HTML as the
 * administrator wrote it; it only ever leaves inside JSON, never as a text/html document, and
 * clients sanitise it (DOMPurify) before showing it.
 */
export const RECIPIENT_COLUMNS = [
  'id',
  'titile',
  'msgContent',
  'msgAbstract',
  'startTime',
  'endTime',
  'sender',
  'priority',
  'msgCategory',
  'msgType',
  'sendStatus',
  'sendTime',
  'cancelTime',
  'busType',
  'busId',
  'openType',
  'openPage',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const satisfies readonly (keyof SysAnnouncementTable)[];

export type RecipientAnnouncement = Pick<AnnouncementRow, (typeof RECIPIENT_COLUMNS)[number]>;

/** Dictionary-coded fields and their dictionaries: records carry `<field>_dictText` beside them. */
const CODED = {
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
} as const;

/** Adds the dictionary texts of the coded fields present in the records. */
export async function withDictTexts<T extends Partial<Record<keyof typeof CODED, string | null>>>(
  db: Kysely<Database>,
  records: readonly T[],
): Promise<(T & Record<string, unknown>)[]> {
  const texts = await dictTexts(db, Object.values(CODED));
  return records.map((record) => {
    const extra: Record<string, string> = {};
    for (const [field, code] of Object.entries(CODED) as [keyof typeof CODED, string][]) {
      if (field in record) extra[`${field}_dictText`] = texts.get(code)?.get(String(record[field] ?? '')) ?? '';
    }
    return { ...record, ...extra };
  });
}
