import { isLoginSuccessful, type Envelope } from '../../elements/core/http';
import {
  STORAGE_KEYS,
  removeStored,
  setDictCache,
  setTenantId,
  setToken,
  setUserInfo,
  setUsername,
  type DictCache,
  type SessionUserInfo,
} from '../../elements/core/session';

export interface LoginDepart {
  id: string;
  departName: string;
  orgCode: string;
}

export interface LoginTenant {
  id: number | string;
  name: string;
}

/** `result` of a successful login (api-contract.md, "Session"). */
export interface LoginAnswer {
  token: string;
  userInfo: SessionUserInfo;
  departs?: LoginDepart[];
  /** 0 no department, 1 one, 2 several: the user chooses. */
  multi_depart?: number | string;
  sysAllDictItems?: DictCache;
  tenantList?: LoginTenant[];
}

/** A login the server did not accept: carries the whole response, as the spec says. */
export class LoginRejected extends Error {
  readonly response: Partial<Envelope> | undefined;

  constructor(response: Partial<Envelope> | undefined) {
    super(typeof response?.message === 'string' ? response.message : '');
    this.name = 'LoginRejected';
    this.response = response;
  }
}

/**
 * Keeps a login answer: token, username, user info and the dictionary items, each for 7 days
 * (the session module's default lifetime). Only code '200' counts as success; anything else
 * rejects with the response.
 */
export function acceptLogin(response: Envelope<LoginAnswer> | undefined): LoginAnswer {
  if (!isLoginSuccessful(response) || !response?.result?.token || !response.result.userInfo) {
    throw new LoginRejected(response);
  }
  storeLogin(response.result);
  return response.result;
}

export function storeLogin({
  token,
  userInfo,
  sysAllDictItems,
}: Pick<LoginAnswer, 'token' | 'userInfo' | 'sysAllDictItems'>): void {
  setToken(token);
  setUsername(userInfo.username);
  setUserInfo(userInfo);
  if (sysAllDictItems) setDictCache(sysAllDictItems);
}

/** Several departments: the user chooses one right after login. */
export function needsDepartChoice(answer: LoginAnswer): boolean {
  return String(answer.multi_depart ?? '') === '2' && (answer.departs?.length ?? 0) > 1;
}

export function hasNoDepart(answer: LoginAnswer): boolean {
  return String(answer.multi_depart ?? '') === '0';
}

/** Several tenants: the user chooses one; exactly one is taken as it is; none clears the tenant. */
export function needsTenantChoice(answer: LoginAnswer): boolean {
  return (answer.tenantList?.length ?? 0) > 1;
}

export function keepTenant(tenantId: string | number | null): void {
  if (tenantId === null || tenantId === '') removeStored(STORAGE_KEYS.tenantId);
  else setTenantId(tenantId);
}

/** The tenant a login answer settles without asking. */
export function settledTenant(answer: LoginAnswer): string | number | null {
  const [only] = answer.tenantList ?? [];
  return answer.tenantList?.length === 1 && only ? only.id : null;
}
