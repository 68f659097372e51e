import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { DataRule } from './compile-rule';

const idsOf = (lists: readonly (string | null)[]) => [
  ...new Set(
    lists.flatMap((list) =>
      (list ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ),
];

/**
 * The data rules that hold for a user on a menu page (found by its URL), as JeecgBoot collects
 * them: the rule ids each grant of the page to one of the user's roles or department roles
 * carries (`data_rule_ids`), of valid rules (status '1') of that page. A page granted without
 * rules has none: the rules restrict the roles that carry them.
 */
export async function grantedDataRules(db: Kysely<Database>, userId: string, menuUrl: string): Promise<DataRule[]> {
  const pages = db.selectFrom('sys_permission').select('id').where('url', '=', menuUrl).where('delFlag', '=', 0);
  const viaRoles = db
    .selectFrom('sys_role_permission as rp')
    .innerJoin('sys_user_role as ur', 'ur.roleId', 'rp.roleId')
    .select('rp.dataRuleIds')
    .where('ur.userId', '=', userId)
    .where('rp.permissionId', 'in', pages)
    .where('rp.dataRuleIds', 'is not', null)
    .execute();
  const viaDepartRoles = db
    .selectFrom('sys_depart_role_permission as drp')
    .innerJoin('sys_depart_role as dr', 'dr.id', 'drp.roleId')
    .innerJoin('sys_depart_role_user as dru', 'dru.droleId', 'dr.id')
    .select('drp.dataRuleIds')
    .where('dru.userId', '=', userId)
    .where('drp.permissionId', 'in', pages)
    .where('drp.dataRuleIds', 'is not', null)
    .execute();
  // Both at once: on PostgreSQL each is a round trip, and every list and edit asks for them.
  const grants = (await Promise.all([viaRoles, viaDepartRoles])).flat();
  const ids = idsOf(grants.map((row) => row.dataRuleIds));
  if (!ids.length) return [];
  return db
    .selectFrom('sys_permission_data_rule')
    .select(['id', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue'])
    .where('id', 'in', ids)
    .where('permissionId', 'in', pages)
    .where('status', '=', '1')
    .orderBy('createTime')
    .orderBy('id')
    .execute();
}
