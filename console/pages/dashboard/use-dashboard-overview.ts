import { useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import { loadCurrentUserDeparts, currentDepartName, type CurrentUserDeparts } from '../../shell/dialogs';
import { useSessionStore } from '../../session';

interface Role {
  id: string;
  roleName: string;
}

interface Inbox {
  anntMsgTotal?: number;
  sysMsgTotal?: number;
}

/** One figure of the overview: loading, read, or not readable from this backend. */
export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'unavailable' };

export interface DashboardOverview {
  username: string;
  realname: string;
  departs: Loaded<{ names: string[]; current: string | null }>;
  roles: Loaded<string[]>;
  unread: Loaded<{ notices: number; messages: number }>;
}

async function roleNames(userId: string): Promise<string[]> {
  const [held, all] = await Promise.all([
    getAction<string[]>('/sys/user/queryUserRole', { userid: userId }),
    getAction<Role[]>('/sys/role/queryall'),
  ]);
  // JeecgBoot answers a failure when the user holds no role.
  if (!isSuccessful(held)) return [];
  if (!isSuccessful(all)) throw new Error(all.message);
  const ids = new Set(held.result ?? []);
  return (all.result ?? []).filter((role) => ids.has(role.id)).map((role) => role.roleName);
}

async function unread(): Promise<{ notices: number; messages: number }> {
  const answer = await getAction<Inbox>('/sys/annountCement/listByUser');
  if (!isSuccessful(answer)) throw new Error(answer.message);
  return { notices: Number(answer.result?.anntMsgTotal ?? 0), messages: Number(answer.result?.sysMsgTotal ?? 0) };
}

function departSummary(departs: CurrentUserDeparts) {
  return { names: departs.list.map((depart) => depart.departName), current: currentDepartName(departs) ?? null };
}

/** Real figures the server already has about the signed-in user; nothing is made up. */
export function useDashboardOverview(): DashboardOverview {
  const userInfo = useSessionStore((state) => state.userInfo);
  const userId = typeof userInfo?.id === 'string' ? userInfo.id : '';
  const [departs, setDeparts] = useState<DashboardOverview['departs']>({ state: 'loading' });
  const [roles, setRoles] = useState<DashboardOverview['roles']>({ state: 'loading' });
  const [inbox, setInbox] = useState<DashboardOverview['unread']>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    const settle = <T,>(promise: Promise<T>, set: (loaded: Loaded<T>) => void) =>
      promise.then(
        (value) => current && set({ state: 'ready', value }),
        () => current && set({ state: 'unavailable' }),
      );
    void settle(loadCurrentUserDeparts().then(departSummary), setDeparts);
    void settle(userId ? roleNames(userId) : Promise.reject(new Error('no user id')), setRoles);
    void settle(unread(), setInbox);
    return () => {
      current = false;
    };
  }, [userId, userInfo?.orgCode]);

  return { username: userInfo?.username ?? '', realname: String(userInfo?.realname ?? ''), departs, roles, unread: inbox };
}
