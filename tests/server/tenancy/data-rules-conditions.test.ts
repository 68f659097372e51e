import { describe, expect, it } from 'vitest';
import { dataRuleMessages } from '../../../server/messages';
import { newOrder, type PageOf } from '../online/farm-support';
import { DataRulesFixture } from './data-rules-fixture';

// Data rules beyond the seeded department rule (data-rules-fixture.ts): other conditions and system
// variables, refusals of rules the server cannot apply, department roles, and granting rules to a role.

const fixture = DataRulesFixture.use();
const { db, ordersOf, countOrders, grantRule, saveBranchRules, dropRule } = fixture;

describe('data rules with other conditions and variables', () => {
  it('reads #{sys_user_code}: his own orders within his branch', async () => {
    // The demo's orders are created by the admin: one of his own first.
    const own = (
      await fixture.farm.call('POST', '/farm/order/add', { token: fixture.branch, payload: newOrder() })
    ).json();
    expect(own.success).toBe(true);
    const rule = await grantRule({
      ruleName: '只看自己创建的订单',
      ruleColumn: 'create_by',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    try {
      const page = (await ordersOf(fixture.branch)).result;
      expect(page.records.map((order) => order.id)).toContain(own.result);
      expect(page.records.every((order) => order.createBy === 'sunqi')).toBe(true);
    } finally {
      await dropRule(rule);
    }
  });

  it('reads IN over #{sys_multi_org_code}, and a value list', async () => {
    const rule = await grantRule({
      ruleName: '本人所在部门的订单',
      ruleColumn: 'sysOrgCode',
      ruleConditions: 'IN',
      ruleValue: '#{sys_multi_org_code}',
    });
    try {
      // sunqi belongs to 河南分公司 only: its stations' orders fall out.
      expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(
        (
          await db()
            .selectFrom('farm_order')
            .select('id')
            .where('tenantId', '=', 1)
            .where('sysOrgCode', '=', 'A01A07')
            .execute()
        ).length,
      );
    } finally {
      await dropRule(rule);
    }
    const states = await grantRule({
      ruleName: '只看已完成和已取消',
      ruleColumn: 'status',
      ruleConditions: 'IN',
      ruleValue: '4,5',
    });
    try {
      const shown = (await ordersOf(fixture.branch)).result.records;
      expect(new Set(shown.map((order) => (order as unknown as { status: string }).status))).toEqual(
        new Set(['4', '5']),
      );
    } finally {
      await dropRule(states);
    }
  });

  it("refuses a write that would leave the row outside the writer's rules", async () => {
    const rule = await grantRule({
      ruleName: '只看河南的订单',
      ruleColumn: 'province',
      ruleConditions: '=',
      ruleValue: '河南省',
    });
    try {
      const outside = (
        await fixture.farm.call('POST', '/farm/order/add', {
          token: fixture.branch,
          payload: newOrder({ province: '山东省', city: '德州市' }),
        })
      ).json();
      expect(outside).toMatchObject({ success: false, message: dataRuleMessages.outsideRules });
      expect(
        await db()
          .selectFrom('farm_order')
          .select('id')
          .where('province', '=', '山东省')
          .where('createBy', '=', 'sunqi')
          .execute(),
      ).toEqual([]);
      const [own] = (await ordersOf(fixture.branch, 'pageSize=1')).result.records;
      const moved = (
        await fixture.farm.call('PUT', '/farm/order/edit', {
          token: fixture.branch,
          payload: { id: own.id, province: '山东省' },
        })
      ).json();
      expect(moved.message).toBe(dataRuleMessages.outsideRules);
      expect(
        (await db().selectFrom('farm_order').select('province').where('id', '=', own.id).executeTakeFirstOrThrow())
          .province,
      ).toBe('河南省');
    } finally {
      await dropRule(rule);
    }
  });

  it('never runs SQL from a rule: a USE_SQL_RULES rule refuses the request, naming it', async () => {
    expect(
      (
        await fixture.farm.call('POST', '/sys/permission/addPermissionRule', {
          payload: {
            permissionId: fixture.orderPage,
            ruleName: 'x',
            ruleConditions: 'USE_SQL_RULES',
            ruleValue: '1=1',
          },
        })
      ).json().success,
    ).toBe(false);
    // One stored by hand (or brought over from a JeecgBoot database).
    await db()
      .insertInto('sys_permission_data_rule')
      .values({
        id: 'rule-sql',
        permissionId: fixture.orderPage,
        ruleName: '自定义SQL',
        ruleColumn: null,
        ruleConditions: 'USE_SQL_RULES',
        ruleValue: '1=1) or (1=1',
        status: '1',
        createBy: 'admin',
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await saveBranchRules([fixture.branchRule, 'rule-sql']);
    try {
      const answer = await ordersOf(fixture.branch);
      expect(answer).toMatchObject({
        success: false,
        message: dataRuleMessages.notApplicable('自定义SQL', dataRuleMessages.sqlRule),
      });
      expect((await fixture.farm.call('GET', '/farm/order/exportXls', { token: fixture.branch })).json().success).toBe(
        false,
      );
    } finally {
      await dropRule('rule-sql');
    }
  });

  it('refuses a rule on a column the page does not have', async () => {
    const rule = await grantRule({
      ruleName: '按密码过滤',
      ruleColumn: 'password',
      ruleConditions: '=',
      ruleValue: 'x',
    });
    try {
      expect((await ordersOf(fixture.branch)).message).toBe(
        dataRuleMessages.notApplicable('按密码过滤', dataRuleMessages.unknownColumn('password')),
      );
    } finally {
      await dropRule(rule);
    }
  });

  it('apply through department roles too', async () => {
    // zhangsan leads the repair service centre through its department role, which grants the repair page.
    const zhangsan = await fixture.farm.tokenOf('zhangsan');
    const repairPage = (
      await db()
        .selectFrom('sys_permission')
        .select('id')
        .where('url', '=', '/online/cgformInnerTableList/farm_repair')
        .executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('sys_permission_data_rule')
      .values({
        id: 'rule-waiting',
        permissionId: repairPage,
        ruleName: '只看已完工',
        ruleColumn: 'status',
        ruleConditions: '=',
        ruleValue: '3',
        status: '1',
        createBy: 'admin',
        createTime: null,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    await db()
      .updateTable('sys_depart_role_permission')
      .set({ dataRuleIds: 'rule-waiting' })
      .where('permissionId', '=', repairPage)
      .execute();
    try {
      const page = (await fixture.farm.call('GET', '/farm/repair/list?pageSize=1000', { token: zhangsan })).json()
        .result as PageOf<{ status: string }>;
      expect(page.total).toBeGreaterThan(0);
      expect(new Set(page.records.map((repair) => repair.status))).toEqual(new Set(['3']));
    } finally {
      await db()
        .updateTable('sys_depart_role_permission')
        .set({ dataRuleIds: null })
        .where('permissionId', '=', repairPage)
        .execute();
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', 'rule-waiting').execute();
    }
  });
});

describe("granting a page's rules to a role", () => {
  it('takes only rules of that page, on a page the role holds, from holders of the grant button', async () => {
    const repairPage = (
      await db()
        .selectFrom('sys_permission')
        .select('id')
        .where('url', '=', '/online/cgformInnerTableList/farm_repair')
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = (
      await fixture.farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: repairPage, roleId: 'role-repair', dataRuleIds: fixture.branchRule },
      })
    ).json();
    expect(foreign.message).toBe(dataRuleMessages.unknownRuleOfMenu);
    const notGranted = (
      await fixture.farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: fixture.orderPage, roleId: 'role-guest', dataRuleIds: fixture.branchRule },
      })
    ).json();
    expect(notGranted.message).toBe(dataRuleMessages.saveMenuGrantFirst);
    const stranger = (
      await fixture.farm.call('POST', '/sys/role/datarule', {
        token: fixture.branch,
        payload: { permissionId: fixture.orderPage, roleId: 'role-branch', dataRuleIds: '' },
      })
    ).json();
    expect(stranger.code).toBe(510);
    expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A07'));
  });
});
