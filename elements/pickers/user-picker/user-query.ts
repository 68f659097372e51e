import { getAction, requireSuccess, type Envelope } from '../../core/http';

/** User row in pickers (spec 3.3): sex 1 male, 2 female; orgCodeTxt is the department. */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex?: number | string | null;
  phone?: string | null;
  orgCodeTxt?: string | null;
  createTime?: string | null;
  [field: string]: unknown;
}

export interface UserPage {
  records: PickerUser[];
  total: number;
}

export interface UserQuery {
  departId?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * The fields a user page is asked for (`field`), as JeecgBoot's JSelectUserByDep asks: the id
 * and the keys of the table's columns, and here also the stored and shown fields, so that a
 * custom return field comes back with the rows it is read from.
 */
export function userQueryField(columnKeys: readonly string[], storeField: string, textField: string): string {
  return [...new Set(['id', ...columnKeys, storeField, textField])].join(',');
}

/** One page of users with the fields asked for, narrowed to a department (and below) and an account search. */
export async function queryUsers(query: UserQuery, field: string): Promise<UserPage> {
  const params = { ...query, field, column: 'createTime', order: 'desc' };
  const result = requireSuccess(await getAction<UserPage>('/sys/user/queryUserComponentData', params));
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

/** The users of stored values, keyed by the store field with a comma list. */
export async function echoUsers(storeField: string, values: readonly string[]): Promise<PickerUser[]> {
  // JeecgBoot answers getMultiUser with a bare array rather than an envelope.
  const answer: unknown = await getAction<PickerUser[]>('/sys/user/getMultiUser', { [storeField]: values.join(',') });
  if (Array.isArray(answer)) return answer as PickerUser[];
  return requireSuccess(answer as Envelope<PickerUser[]>) ?? [];
}
