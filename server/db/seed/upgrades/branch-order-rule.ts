import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { formatDateTime } from '../../time';
import type { Seed } from '../runner';

/*
 * The branch managers (分公司经理, "本分公司的业务") saw every order of the company. Their role's
 * grant of the order page now carries JeecgBoot's department rule: orders whose department
 * (sys_org_code) starts with the manager's current department, i.e. the branch and its stations.
 * The rule is the one the demo seeds beside the order page ("只看本部门订单"); a database without
 * it gets it. Orders without a department (added before departments were stamped) match no such
 * rule: a branch manager does not see them.
 */

const ORDER_PAGE = '/online/cgformList/farm_order';
const BRANCH_ROLE = 'branch_manager';
export const BRANCH_ORDER_RULE = {
  ruleName: '只看本部门订单',
  ruleColumn: 'sysOrgCode',
  ruleConditions: 'RIGHT_LIKE',
  ruleValue: '#{sys_org_code}',
} as const;

async function orderRuleId(trx: Transaction<Database>, pageId: string, createTime: string): Promise<string> {
  const rules = await trx
    .selectFrom('sys_permission_data_rule')
    .select(['id', 'ruleColumn'])
    .where('permissionId', '=', pageId)
    .where('ruleConditions', '=', BRANCH_ORDER_RULE.ruleConditions)
    .where('ruleValue', '=', BRANCH_ORDER_RULE.ruleValue)
    .orderBy('createTime')
    .execute();
  const existing = rules.find((rule) => rule.ruleColumn === 'sysOrgCode' || rule.ruleColumn === 'sys_org_code');
  if (existing) return existing.id;
  const id = newId();
  await trx
    .insertInto('sys_permission_data_rule')
    .values({
      id,
      permissionId: pageId,
      ...BRANCH_ORDER_RULE,
      status: '1',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  return id;
}

export const branchOrderRuleSeed: Seed = {
  name: 'upgrade-branch-order-rule',
  async run(trx, context) {
    const page = await trx
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', ORDER_PAGE)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    const role = await trx.selectFrom('sys_role').select('id').where('roleCode', '=', BRANCH_ROLE).executeTakeFirst();
    if (!page || !role) return;
    const grant = await trx
      .selectFrom('sys_role_permission')
      .select(['id', 'dataRuleIds'])
      .where('roleId', '=', role.id)
      .where('permissionId', '=', page.id)
      .executeTakeFirst();
    if (!grant) return;
    const ruleId = await orderRuleId(trx, page.id, formatDateTime(context.now));
    const held = (grant.dataRuleIds ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (held.includes(ruleId)) return;
    await trx
      .updateTable('sys_role_permission')
      .set({ dataRuleIds: [...held, ruleId].join(',') })
      .where('id', '=', grant.id)
      .execute();
    return () => context.log.info('upgrade seed: the branch managers see the orders of their own branch');
  },
};
