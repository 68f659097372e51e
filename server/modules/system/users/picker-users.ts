import type { Kysely, Selectable } from 'kysely';
import type { Database, SysUserTable } from '../../../db';
import { dictTexts } from '../../dict';
import { departNamesByUser } from '../user-view';

/**
 * What a user picker shows and keys on (elements/pickers/user-picker: account, name, sex, phone
 * and department; the stored field is the username or the id). Pickers serve every role with a
 * form, so they get these and nothing else of the directory: no e-mail, birthday, work number,
 * telephone, identity, tenants or audit columns, and the phone masked.
 */
export const PICKER_USER_COLUMNS = [
  'id',
  'username',
  'realname',
  'avatar',
  'sex',
  'phone',
  'orgCode',
  'createTime',
] as const satisfies readonly (keyof SysUserTable)[];

/** What a picker may filter and sort by: never the phone, whose digits a search would reveal. */
export const PICKER_QUERY_COLUMNS: readonly string[] = PICKER_USER_COLUMNS.filter((column) => column !== 'phone');

type PickerRow = Pick<Selectable<SysUserTable>, (typeof PICKER_USER_COLUMNS)[number]>;

export type PickerUser = PickerRow & { sex_dictText: string; orgCodeTxt: string };

/**
 * A mobile number as JeecgBoot's desensitising shows it (`138****5678`): enough to tell two
 * namesakes apart, not enough to call them. Short numbers keep only their last two digits.
 */
export function maskedPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  if (phone.length >= 8) return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
  return `${'*'.repeat(Math.max(phone.length - 2, 0))}${phone.slice(-2)}`;
}

/** Users as the pickers show them: the picker columns (phone masked), sex text and department names. */
export async function pickerUserRecords(db: Kysely<Database>, rows: readonly PickerRow[]): Promise<PickerUser[]> {
  const sexTexts = (await dictTexts(db, ['sex'])).get('sex');
  const departNames = await departNamesByUser(
    db,
    rows.map((user) => user.id),
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    sex: row.sex,
    phone: maskedPhone(row.phone),
    orgCode: row.orgCode,
    createTime: row.createTime,
    sex_dictText: sexTexts?.get(String(row.sex)) ?? '',
    orgCodeTxt: departNames.get(row.id) ?? '',
  }));
}
