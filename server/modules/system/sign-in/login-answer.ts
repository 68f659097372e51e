import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { seededText } from '../../../i18n';
import { allDictItems } from '../../dict';
import { departsOfUser, toPublicUser, type PublicUser } from '../user-view';

/** 0 no department, 1 exactly one, 2 several: the client asks the user to choose. */
export type MultiDepart = 0 | 1 | 2;

/**
 * The login result besides the token. With one department it becomes the current one; with
 * several, the current one is kept when it is still among them, else the first is taken.
 */
export async function loginResult(db: Kysely<Database>, user: PublicUser, now: string) {
  const departs = await departsOfUser(db, user.id);
  const multiDepart: MultiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2;
  const current = departs.some((d) => d.orgCode === user.orgCode)
    ? user.orgCode
    : (departs[0]?.orgCode ?? user.orgCode);
  if (current !== user.orgCode) {
    await db.updateTable('sys_user').set({ orgCode: current, updateTime: now }).where('id', '=', user.id).execute();
  }
  const tenantIds = (user.relTenantIds ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const tenantList = tenantIds.length
    ? await db
        .selectFrom('sys_tenant')
        .selectAll()
        .where('id', 'in', tenantIds)
        .where('status', '=', 1)
        .orderBy('id')
        .execute()
    : [];
  // The shell shows these names (the department choice, the tenant switch): in the request's language.
  return {
    userInfo: toPublicUser({ ...user, orgCode: current }),
    departs: departs.map((depart) => ({ ...depart, departName: seededText('organisation', depart.departName) })),
    multi_depart: multiDepart,
    sysAllDictItems: await allDictItems(db),
    tenantList: tenantList.map((tenant) => ({ ...tenant, name: seededText('organisation', tenant.name) })),
  };
}
