import { getAction, httpAction, isSuccessful, type Envelope } from '../../../elements/core/http';
import type { SessionUserInfo } from '../../../elements/core/session';
import type { ChangePasswordValues } from '../../../elements/core/validation';
import { shellDialogsOptions } from './write-method';

/** A department as `getCurrentUserDeparts` lists it. */
export interface UserDepart {
  id: string;
  departName: string;
  orgCode: string;
  [field: string]: unknown;
}

export interface CurrentUserDeparts {
  list: UserDepart[];
  /** The current department's code. */
  orgCode: string | null;
}

/** `GET /sys/user/getCurrentUserDeparts`; a refused answer counts as no department, as in JeecgBoot. */
export async function loadCurrentUserDeparts(signal?: AbortSignal): Promise<CurrentUserDeparts> {
  const answer = await getAction<Partial<CurrentUserDeparts> | null>('/sys/user/getCurrentUserDeparts', undefined, {
    signal,
  });
  if (!isSuccessful(answer)) return { list: [], orgCode: null };
  const list = answer.result?.list;
  return { list: Array.isArray(list) ? list : [], orgCode: answer.result?.orgCode ?? null };
}

/** The name of the current department, if the list holds it. */
export function currentDepartName({ list, orgCode }: CurrentUserDeparts): string | undefined {
  return orgCode ? list.find((depart) => depart.orgCode === orgCode)?.departName : undefined;
}

/** `/sys/selectDepart {username, orgCode}` → `result.userInfo`. */
export function selectDepart(
  username: string | null,
  orgCode: string,
): Promise<Envelope<{ userInfo?: SessionUserInfo } | null>> {
  const body = username ? { username, orgCode } : { orgCode };
  return httpAction('/sys/selectDepart', body, shellDialogsOptions().writeMethod);
}

export type PasswordChange = Required<ChangePasswordValues> & { username: string };

/** `sys/user/updatePassword {username, oldpassword, password, confirmpassword}`. */
export function updatePassword(change: PasswordChange): Promise<Envelope<unknown>> {
  const { username, oldpassword, password, confirmpassword } = change;
  return httpAction(
    'sys/user/updatePassword',
    { username, oldpassword, password, confirmpassword },
    shellDialogsOptions().writeMethod,
  );
}
