import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRuleMessages, onlineMessages } from '../../../server/messages';
import { BRANCH_ORDER_RULE } from '../../../server/db/seed/upgrades/branch-order-rule';
import { orderResource } from '../../../server/resources/orders';
import { farmServer, type FarmServer, type PageOf } from '../online/farm-support';
import { readSheet } from '../online/workbooks';

// Issue "Data boundaries", point 2: JeecgBoot's data rules (column, condition, value with system
// variables) narrow the business lists, exports and edits. The branch managers' role (分公司经理)
// carries the department rule on the order page: sunqi (河南分公司, A01A07, tenant 1) and zhaoliu
// (黑龙江分公司, A01A06, tenants 1 and 2) see their branch's orders.

interface Order {
  id: string;
  orderNo: string;
  sysOrgCode: string | null;
  tenantId: number;
  createBy: string;
}

let farm: FarmServer;
let branch = '';
let orderPage = '';
let branchRule = '';

const db = () => farm.server.app.db;

async function ordersOf(token: string, query = 'pageSize=1000', headers: Record<string, string> = {}) {
  return (await farm.call('GET', `/farm/order/list?${query}`, { token, headers })).json<{
    success: boolean;
    message: string;
    result: PageOf<Order>;
  }>();
}

async function countOrders(tenantId: number, orgPrefix: string): Promise<number> {
  const rows = await db()
    .selectFrom('farm_order')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('sysOrgCode', 'like', `${orgPrefix}%`)
    .execute();
  return rows.length;
}

/** Adds a rule to the order page and has the branch role's grant carry it (with the department rule). */
async function grantRule(rule: {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}): Promise<string> {
  expect(
    (
      await farm.call('POST', '/sys/permission/addPermissionRule', { payload: { permissionId: orderPage, ...rule } })
    ).json().success,
  ).toBe(true);
  const { id } = await db()
    .selectFrom('sys_permission_data_rule')
    .select('id')
    .where('ruleName', '=', rule.ruleName)
    .executeTakeFirstOrThrow();
  await saveBranchRules([branchRule, id]);
  return id;
}

async function saveBranchRules(ids: readonly string[]) {
  const answer = (
    await farm.call('POST', '/sys/role/datarule', {
      payload: { permissionId: orderPage, roleId: 'role-branch', dataRuleIds: ids.join(',') },
    })
  ).json();
  expect(answer).toMatchObject({ success: true, message: dataRuleMessages.saved });
}

beforeAll(async () => {
  farm = await farmServer();
  branch = await farm.tokenOf('sunqi');
  orderPage = (
    await db()
      .selectFrom('sys_permission')
      .select('id')
      .where('url', '=', orderResource.menuUrl)
      .executeTakeFirstOrThrow()
  ).id;
  branchRule = (
    await db()
      .selectFrom('sys_permission_data_rule')
      .select('id')
      .where('permissionId', '=', orderPage)
      .where('ruleName', '=', BRANCH_ORDER_RULE.ruleName)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => farm.close());

describe("the branch managers' department rule", () => {
  it("is carried by the branch role's grant of the order page", async () => {
    const answer = (
      await farm.get<{ datarule: { id: string }[]; drChecked?: string }>(`/sys/role/datarule/${orderPage}/role-branch`)
    ).result;
    expect(answer.datarule.map((rule) => rule.id)).toContain(branchRule);
    expect(answer.drChecked).toBe(branchRule);
  });

  it('lists a branch manager the orders of his branch and its stations only', async () => {
    const page = (await ordersOf(branch)).result;
    expect(page.total).toBe(await countOrders(1, 'A01A07'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(await farm.countIn('farm_order', 1));
    const shown = (await ordersOf(branch, 'pageSize=1000&pageNo=1')).result.records;
    expect(shown.every((order) => order.sysOrgCode?.startsWith('A01A07') && order.tenantId === 1)).toBe(true);
    expect(new Set(shown.map((order) => order.sysOrgCode))).toEqual(new Set(['A01A07', 'A01A07A01']));
    // The online form's list of the same page holds to the same rule.
    const online = (
      await farm.call('GET', '/online/cgform/api/getData/farm_order?pageSize=1', { token: branch })
    ).json();
    expect(online.result.total).toBe(page.total);
  });

  it('narrows a manager of two tenants in each of them', async () => {
    const zhaoliu = await farm.tokenOf('zhaoliu');
    expect((await ordersOf(zhaoliu, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A06'));
    expect((await ordersOf(zhaoliu, 'pageSize=1', { 'tenant-id': '2' })).result.total).toBe(
      await countOrders(2, 'A01A06'),
    );
  });

  it('exports his rows only, the selections of other branches left out', async () => {
    const response = await farm.call('GET', '/farm/order/exportXls', { token: branch });
    const rows = readSheet(response.rawPayload).rows.slice(1);
    expect(rows.length).toBe(await countOrders(1, 'A01A07'));
    const other = (await farm.page<Order>('/farm/order/list?sysOrgCode=A01A08&pageSize=2')).records;
    const selected = await farm.call(
      'GET',
      `/farm/order/exportXls?selections=${other.map((order) => order.id).join(',')}`,
      { token: branch },
    );
    expect(readSheet(selected.rawPayload).rows.slice(1)).toEqual([]);
  });

  it("keeps other branches' orders from his reads, edits, transitions and deletes", async () => {
    const [other] = (await farm.page<Order>('/farm/order/list?sysOrgCode=A01A08&status=1&pageSize=1')).records;
    const before = await db().selectFrom('farm_order').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect((await farm.call('GET', `/farm/order/queryById?id=${other.id}`, { token: branch })).json().message).toBe(
      onlineMessages.notFound,
    );
    expect(
      (
        await farm.call('PUT', '/farm/order/edit', {
          token: branch,
          payload: { id: other.id, remark: '别的分公司改的' },
        })
      ).json().message,
    ).toBe(onlineMessages.notFound);
    expect(
      (
        await farm.call('PUT', '/farm/order/transition', {
          token: branch,
          payload: { id: other.id, action: 'cancel', cancelReason: 'x' },
        })
      ).json().success,
    ).toBe(false);
    expect((await farm.call('DELETE', `/farm/order/delete?id=${other.id}`, { token: branch })).json().message).toBe(
      onlineMessages.notFound,
    );
    expect(
      await db().selectFrom('farm_order').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('lets him add and edit orders of his branch: new ones carry his department', async () => {
    const added = (await farm.call('POST', '/farm/order/add', { token: branch, payload: newOrder() })).json();
    expect(added.success).toBe(true);
    const stored = await db()
      .selectFrom('farm_order')
      .selectAll()
      .where('id', '=', added.result)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sysOrgCode: 'A01A07', tenantId: 1, createBy: 'sunqi' });
    expect(
      (
        await farm.call('PUT', '/farm/order/edit', { token: branch, payload: { id: added.result, remark: '本分公司' } })
      ).json().success,
    ).toBe(true);
    expect((await ordersOf(branch, `orderNo=${stored.orderNo}`)).result.total).toBe(1);
  });

  it("no longer holds once the role's grant stops carrying it", async () => {
    await saveBranchRules([]);
    try {
      expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(await farm.countIn('farm_order', 1));
    } finally {
      await saveBranchRules([branchRule]);
    }
    expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A07'));
  });
  it('no longer holds on the next request once the rule itself is switched off', async () => {
    const ownBranch = await countOrders(1, 'A01A07');
    expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(ownBranch);
    // Straight to the table, as an operator's script would: the server keeps rules in memory.
    const switchTo = (status: string) =>
      db().updateTable('sys_permission_data_rule').set({ status }).where('id', '=', branchRule).execute();
    await switchTo('0');
    try {
      expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(await farm.countIn('farm_order', 1));
    } finally {
      await switchTo('1');
    }
    expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(ownBranch);
  });
});

describe('data rules with other conditions and variables', () => {
  it('reads #{sys_user_code}: his own orders within his branch', async () => {
    const rule = await grantRule({
      ruleName: '只看自己创建的订单',
      ruleColumn: 'create_by',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    try {
      const page = (await ordersOf(branch)).result;
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((order) => order.createBy === 'sunqi')).toBe(true);
    } finally {
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', rule).execute();
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
      expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(
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
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', rule).execute();
    }
    const states = await grantRule({
      ruleName: '只看已完成和已取消',
      ruleColumn: 'status',
      ruleConditions: 'IN',
      ruleValue: '4,5',
    });
    try {
      const shown = (await ordersOf(branch)).result.records;
      expect(new Set(shown.map((order) => (order as unknown as { status: string }).status))).toEqual(
        new Set(['4', '5']),
      );
    } finally {
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', states).execute();
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
        await farm.call('POST', '/farm/order/add', {
          token: branch,
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
      const [own] = (await ordersOf(branch, 'pageSize=1')).result.records;
      const moved = (
        await farm.call('PUT', '/farm/order/edit', { token: branch, payload: { id: own.id, province: '山东省' } })
      ).json();
      expect(moved.message).toBe(dataRuleMessages.outsideRules);
      expect(
        (await db().selectFrom('farm_order').select('province').where('id', '=', own.id).executeTakeFirstOrThrow())
          .province,
      ).toBe('河南省');
    } finally {
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', rule).execute();
    }
  });

  it('never runs SQL from a rule: a USE_SQL_RULES rule refuses the request, naming it', async () => {
    expect(
      (
        await farm.call('POST', '/sys/permission/addPermissionRule', {
          payload: { permissionId: orderPage, ruleName: 'x', ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' },
        })
      ).json().success,
    ).toBe(false);
    // One stored by hand (or brought over from a JeecgBoot database).
    await db()
      .insertInto('sys_permission_data_rule')
      .values({
        id: 'rule-sql',
        permissionId: orderPage,
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
    await saveBranchRules([branchRule, 'rule-sql']);
    try {
      const answer = await ordersOf(branch);
      expect(answer).toMatchObject({
        success: false,
        message: dataRuleMessages.notApplicable('自定义SQL', dataRuleMessages.sqlRule),
      });
      expect((await farm.call('GET', '/farm/order/exportXls', { token: branch })).json().success).toBe(false);
    } finally {
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', 'rule-sql').execute();
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
      expect((await ordersOf(branch)).message).toBe(
        dataRuleMessages.notApplicable('按密码过滤', dataRuleMessages.unknownColumn('password')),
      );
    } finally {
      await saveBranchRules([branchRule]);
      await db().deleteFrom('sys_permission_data_rule').where('id', '=', rule).execute();
    }
  });

  it('apply through department roles too', async () => {
    // zhangsan leads the repair service centre through its department role, which grants the repair page.
    const zhangsan = await farm.tokenOf('zhangsan');
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
      const page = (await farm.call('GET', '/farm/repair/list?pageSize=1000', { token: zhangsan })).json()
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
      await farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: repairPage, roleId: 'role-repair', dataRuleIds: branchRule },
      })
    ).json();
    expect(foreign.message).toBe(dataRuleMessages.unknownRuleOfMenu);
    const notGranted = (
      await farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: orderPage, roleId: 'role-guest', dataRuleIds: branchRule },
      })
    ).json();
    expect(notGranted.message).toBe(dataRuleMessages.saveMenuGrantFirst);
    const stranger = (
      await farm.call('POST', '/sys/role/datarule', {
        token: branch,
        payload: { permissionId: orderPage, roleId: 'role-branch', dataRuleIds: '' },
      })
    ).json();
    expect(stranger.code).toBe(510);
    expect((await ordersOf(branch, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A07'));
  });
});

function newOrder(overrides: Record<string, unknown> = {}) {
  return {
    farmerName: '郑守田',
    farmerPhone: '13812345678',
    province: '河南省',
    city: '周口市',
    machineType: '2',
    workType: '7',
    cropType: '1',
    workArea: 50,
    unitPrice: 90,
    orderDate: '2024-09-25',
    ...overrides,
  };
}
