import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { fail, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';
import { idList } from '../id-list';

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** The fields of JeecgBoot's user form that add and edit share; password, salt and status are never among them. */
export const profileProperties = {
  realname: { type: 'string', minLength: 1, maxLength: 100 },
  workNo: optionalText(100),
  post: optionalText(255),
  selectedroles: optionalText(2000),
  selecteddeparts: optionalText(2000),
  userIdentity: { type: ['integer', 'null'], enum: [1, 2, null] },
  departIds: optionalText(2000),
  relTenantIds: optionalText(255),
  avatar: optionalText(255),
  // A day, or the instant JSON makes of the date picker's moment (JeecgBoot's UserModal sends that).
  birthday: { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z)?)?$' },
  sex: { type: ['integer', 'null'], enum: [1, 2, null] },
  email: { type: ['string', 'null'], maxLength: 100, pattern: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$' },
  phone: { type: ['string', 'null'], maxLength: 45, pattern: '^[0-9+\\- ]*$' },
  telephone: optionalText(45),
  // Sent by JeecgBoot's user form (workflow synchronisation); accepted and not used.
  activitiSync: optionalText(10),
} as const;

export interface ProfileBody {
  realname: string;
  workNo?: string | null;
  post?: string | null;
  selectedroles?: string | null;
  selecteddeparts?: string | null;
  userIdentity?: number | null;
  departIds?: string | null;
  relTenantIds?: string | null;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  telephone?: string | null;
  activitiSync?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day a birthday names. JeecgBoot's user form posts the date picker's moment, which JSON
 * writes as the UTC instant of the chosen day's local midnight ('1989-12-31T16:00:00.000Z' for
 * 1 January in China); that midnight lies within 12 hours of the UTC midnight of the same day in
 * every zone from UTC-11 to UTC+11, so the nearest UTC midnight is the day that was chosen.
 * (JeecgBoot's own backend kept the date part, one day early east of Greenwich.)
 */
export function birthdayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = value.includes('T') ? Date.parse(value) : Number.NaN;
  // A plain day, or an instant no calendar has ('T25:00:00Z'), keeps the day as written.
  if (Number.isNaN(instant)) return value.slice(0, 10);
  return new Date(Math.round(instant / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The profile columns a form sets ('' stored as null, as the form clears a field). */
export function profileColumns(body: ProfileBody) {
  return {
    realname: body.realname,
    avatar: body.avatar || null,
    birthday: birthdayOf(body.birthday),
    sex: body.sex ?? null,
    email: body.email || null,
    phone: body.phone || null,
    telephone: body.telephone || null,
    workNo: body.workNo || null,
    post: idList(body.post).join(',') || null,
    userIdentity: body.userIdentity ?? 1,
    departIds: idList(body.departIds).join(',') || null,
    relTenantIds: idList(body.relTenantIds).join(',') || null,
  };
}

/**
 * Refuses a form naming what does not exist (tenants, managed departments, positions) or a phone,
 * e-mail or work number another user has (JeecgBoot keeps them unique; phone login and password
 * recovery find the account by its phone).
 */
export async function profileRefusal(
  db: Kysely<Database>,
  body: ProfileBody,
  userId?: string,
): Promise<Envelope<null> | null> {
  const unique = [
    ['phone', body.phone, systemMessages.phoneTaken],
    ['email', body.email, systemMessages.emailTaken],
    ['workNo', body.workNo, systemMessages.workNoTaken],
  ] as const;
  for (const [field, value, message] of unique) {
    if (!value) continue;
    let taken = db.selectFrom('sys_user').select('id').where(field, '=', value).where('delFlag', '=', 0);
    if (userId) taken = taken.where('id', '<>', userId);
    if (await taken.executeTakeFirst()) return fail(message);
  }
  const tenantIds = idList(body.relTenantIds);
  if (tenantIds.some((id) => !/^\d{1,9}$/.test(id))) return fail(systemMessages.unknownTenant);
  if (tenantIds.length) {
    const found = await db.selectFrom('sys_tenant').select('id').where('id', 'in', tenantIds.map(Number)).execute();
    if (found.length !== tenantIds.length) return fail(systemMessages.unknownTenant);
  }
  const managed = idList(body.departIds);
  if (managed.length) {
    const found = await db.selectFrom('sys_depart').select('id').where('id', 'in', managed).execute();
    if (found.length !== managed.length) return fail(systemMessages.unknownDepart);
  }
  const posts = idList(body.post);
  if (posts.length) {
    const found = await db.selectFrom('sys_position').select('code').where('code', 'in', posts).execute();
    if (found.length !== posts.length) return fail(systemMessages.unknownPosition);
  }
  return null;
}
