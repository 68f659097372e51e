/**
 * What the announcement form sends (JeecgBoot's SysAnnouncementModal). The fields the server
 * owns (status, times, sender, audit columns, `_dictText`) are accepted because JeecgBoot's form
 * posts the whole record back on edit, and are then ignored; anything else is left out before
 * validation (http/declared-fields.ts, which drops the audit columns and the deletion flag too).
 */
export interface AnnouncementBody {
  id?: string;
  titile: string;
  msgContent?: string | null;
  msgAbstract?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: '1' | '2';
  msgType?: 'ALL' | 'USER' | 'DEPT';
  userIds?: string | null;
  departIds?: string | null;
  openType?: 'url' | 'component' | '' | null;
  openPage?: string | null;
  busType?: string | null;
  busId?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const dateTime = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2})?$' };
/** Owned by the server: read back from a JeecgBoot form, never written from the body. */
const ignored = { type: ['string', 'null'] };

/** The content is HTML from the rich-text editor: generous, but within the 1 MiB body limit. */
export const MAX_CONTENT_LENGTH = 200_000;

const properties = {
  titile: { type: 'string', minLength: 1, maxLength: 100 },
  msgContent: text(MAX_CONTENT_LENGTH),
  msgAbstract: text(500),
  startTime: dateTime,
  endTime: dateTime,
  priority: { type: 'string', enum: ['L', 'M', 'H'] },
  msgCategory: { type: 'string', enum: ['1', '2'] },
  msgType: { type: 'string', enum: ['ALL', 'USER', 'DEPT'] },
  userIds: text(10_000),
  departIds: text(10_000),
  openType: { type: ['string', 'null'], enum: ['url', 'component', '', null] },
  openPage: text(255),
  busType: text(20),
  busId: text(50),
  sender: ignored,
  sendStatus: ignored,
  sendTime: ignored,
  cancelTime: ignored,
  delFlag: ignored,
  createBy: ignored,
  createTime: ignored,
  updateBy: ignored,
  updateTime: ignored,
} as const;

const dictTextsIgnored = { _dictText$: ignored } as const;

export const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titile'],
  properties: { ...properties, id: text(32) },
  patternProperties: dictTextsIgnored,
} as const;

export const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'titile'],
  properties: { ...properties, id: { type: 'string', minLength: 1, maxLength: 32 } },
  patternProperties: dictTextsIgnored,
} as const;
