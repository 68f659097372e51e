import { getAction, isSuccessful, requireSuccess, type Envelope } from '../../../elements/core/http';
import { loadCurrentUserDeparts, type UserDepart } from '../../shell/dialogs';

/** A user record as `/sys/user/queryById` answers it (never a password or salt). */
export interface AccountUser {
  id: string;
  username: string;
  realname?: string | null;
  avatar?: string | null;
  /** 1 male, 2 female. */
  sex?: number | null;
  birthday?: string | null;
  email?: string | null;
  phone?: string | null;
  telephone?: string | null;
  workNo?: string | null;
  post?: string | null;
  userIdentity?: number | null;
  departIds?: string | null;
  relTenantIds?: string | null;
  orgCode?: string | null;
  [field: string]: unknown;
}

export interface AccountRole {
  id: string;
  roleName: string;
  roleCode?: string;
}

/** Everything the account pages show and the base-info form sends back. */
export interface AccountProfile {
  user: AccountUser;
  departs: UserDepart[];
  /** The current department's code. */
  currentOrgCode: string | null;
  roles: AccountRole[];
}

/** `queryUserRole` answers a failure when the user has no role (JeecgBoot and ours alike). */
async function roleIdsOf(userId: string): Promise<string[]> {
  const answer = await getAction<string[]>('/sys/user/queryUserRole', { userid: userId });
  return isSuccessful(answer) && Array.isArray(answer.result) ? answer.result.map(String) : [];
}

/** Every role, for the names; `queryall` answers a failure when there is none. */
async function allRoles(): Promise<AccountRole[]> {
  const answer: Envelope<AccountRole[]> = await getAction<AccountRole[]>('/sys/role/queryall');
  return isSuccessful(answer) && Array.isArray(answer.result) ? answer.result : [];
}

/**
 * The signed-in user's profile from the server: the record (`/sys/user/queryById`), their
 * departments with the current one (`getCurrentUserDeparts`) and their roles
 * (`queryUserRole` named through `queryall`). Rejects when any of them cannot be read, so a
 * form never sends back links it does not know.
 */
export async function loadAccountProfile(userId: string): Promise<AccountProfile> {
  const [record, departs, roleIds, roles] = await Promise.all([
    getAction<AccountUser>('/sys/user/queryById', { id: userId }).then(requireSuccess),
    loadCurrentUserDeparts(),
    roleIdsOf(userId),
    allRoles(),
  ]);
  const named = new Map(roles.map((role) => [String(role.id), role]));
  return {
    user: record,
    departs: departs.list,
    currentOrgCode: departs.orgCode,
    roles: roleIds.map((id) => named.get(id) ?? { id, roleName: id }),
  };
}
