import { refused } from '../../../http';
import { queryMessages } from '../../../messages';
import type { PickerUser } from './picker-users';

/** What `field` may name: the fields of a picker's user record (picker-users.ts), nothing more of the directory. */
const RETURNABLE: ReadonlySet<string> = new Set<keyof PickerUser>([
  'id',
  'username',
  'realname',
  'avatar',
  'sex',
  'phone',
  'orgCode',
  'createTime',
  'orgCodeTxt',
]);
const LONGEST_FIELD_LIST = 500;

/**
 * The fields a user page is asked to return: JeecgBoot's JSelectUserByDep sends `field` as the id
 * and its table's columns ('id,,username,realname,sex,phone,orgCodeTxt': empty entries are
 * skipped). The id always comes back (rows are chosen by it). Undefined when `field` is absent:
 * every picker field. A name that is no picker field is refused, as an unknown filter is.
 */
export function returnedPickerFields(field: unknown): ReadonlySet<string> | undefined {
  if (field === undefined || field === null || field === '') return undefined;
  const text = Array.isArray(field) ? field.join(',') : String(field);
  if (text.length > LONGEST_FIELD_LIST) throw refused(queryMessages.unknownReturnField(`${text.slice(0, 40)}…`));
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !RETURNABLE.has(name));
  if (unknown !== undefined) throw refused(queryMessages.unknownReturnField(unknown.slice(0, 64)));
  return names.length ? new Set(['id', ...names]) : undefined;
}

/** A picker record with only the fields asked for (a coded field keeps its `_dictText` beside it). */
export function withFieldsOnly(user: PickerUser, fields: ReadonlySet<string> | undefined): Partial<PickerUser> {
  if (!fields) return user;
  return Object.fromEntries(Object.entries(user).filter(([key]) => fields.has(key.replace(/_dictText$/, ''))));
}
