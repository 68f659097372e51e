import type { Kysely } from 'kysely';
import { roleCodesOf } from '../../../access';
import type { Database } from '../../../db';
import type { Caller } from '../../../http';
import type { RuleSubject } from './rule-variables';

/** What a caller's data rules may name about them: account, departments, roles, tenant and now. */
export async function ruleSubjectOf(
  db: Kysely<Database>,
  caller: Caller,
  tenantId: number,
  now: number,
): Promise<RuleSubject> {
  const user = await db
    .selectFrom('sys_user')
    .select(['realname', 'orgCode'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  const departs = await db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.depId', 'd.id')
    .select(['d.id', 'd.orgCode'])
    .where('ud.userId', '=', caller.userId)
    .where('d.delFlag', '=', '0')
    .orderBy('d.orgCode')
    .execute();
  const orgCode = user?.orgCode ?? null;
  return {
    userId: caller.userId,
    username: caller.username,
    realname: user?.realname ?? '',
    orgCode,
    departId: departs.find((depart) => depart.orgCode === orgCode)?.id ?? null,
    orgCodes: departs.map((depart) => depart.orgCode).filter((code): code is string => Boolean(code)),
    departIds: departs.map((depart) => depart.id),
    roleCodes: [...(await roleCodesOf(db, caller.userId))].sort(),
    tenantId,
    now,
  };
}
