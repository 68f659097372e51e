import { describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { newOrder } from '../online/farm-support';
import { readSheet } from '../online/workbooks';
import { DataRulesFixture, type Order } from './data-rules-fixture';

// The branch managers' role (分公司经理) carries the department rule on the order page
// (data-rules-fixture.ts): what sunqi and zhaoliu may list, export, read, edit and add.

const fixture = DataRulesFixture.use();
const { db, ordersOf, countOrders, saveBranchRules } = fixture;

describe("the branch managers' department rule", () => {
  it("is carried by the branch role's grant of the order page", async () => {
    const answer = (
      await fixture.farm.get<{ datarule: { id: string }[]; drChecked?: string }>(
        `/sys/role/datarule/${fixture.orderPage}/role-branch`,
      )
    ).result;
    expect(answer.datarule.map((rule) => rule.id)).toContain(fixture.branchRule);
    expect(answer.drChecked).toBe(fixture.branchRule);
  });

  it('lists a branch manager the orders of his branch and its stations only', async () => {
    const page = (await ordersOf(fixture.branch)).result;
    expect(page.total).toBe(await countOrders(1, 'A01A07'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(await fixture.farm.countIn('farm_order', 1));
    const shown = (await ordersOf(fixture.branch, 'pageSize=1000&pageNo=1')).result.records;
    expect(shown.every((order) => order.sysOrgCode?.startsWith('A01A07') && order.tenantId === 1)).toBe(true);
    expect(new Set(shown.map((order) => order.sysOrgCode))).toEqual(new Set(['A01A07', 'A01A07A01']));
    // The online form's list of the same page holds to the same rule.
    const online = (
      await fixture.farm.call('GET', '/online/cgform/api/getData/farm_order?pageSize=1', { token: fixture.branch })
    ).json();
    expect(online.result.total).toBe(page.total);
  });

  it('narrows a manager of two tenants in each of them', async () => {
    const zhaoliu = await fixture.farm.tokenOf('zhaoliu');
    expect((await ordersOf(zhaoliu, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A06'));
    expect((await ordersOf(zhaoliu, 'pageSize=1', { 'tenant-id': '2' })).result.total).toBe(
      await countOrders(2, 'A01A06'),
    );
  });

  it('exports his rows only, the selections of other branches left out', async () => {
    const response = await fixture.farm.call('GET', '/farm/order/exportXls', { token: fixture.branch });
    const rows = readSheet(response.rawPayload).rows.slice(1);
    expect(rows.length).toBe(await countOrders(1, 'A01A07'));
    const other = (await fixture.farm.page<Order>('/farm/order/list?sysOrgCode=A01A08&pageSize=2')).records;
    const selected = await fixture.farm.call(
      'GET',
      `/farm/order/exportXls?selections=${other.map((order) => order.id).join(',')}`,
      { token: fixture.branch },
    );
    expect(readSheet(selected.rawPayload).rows.slice(1)).toEqual([]);
  });

  it("keeps other branches' orders from his reads, edits, transitions and deletes", async () => {
    const [other] = (await fixture.farm.page<Order>('/farm/order/list?sysOrgCode=A01A08&status=1&pageSize=1')).records;
    const before = await db().selectFrom('farm_order').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(
      (await fixture.farm.call('GET', `/farm/order/queryById?id=${other.id}`, { token: fixture.branch })).json()
        .message,
    ).toBe(onlineMessages.notFound);
    expect(
      (
        await fixture.farm.call('PUT', '/farm/order/edit', {
          token: fixture.branch,
          payload: { id: other.id, remark: '别的分公司改的' },
        })
      ).json().message,
    ).toBe(onlineMessages.notFound);
    expect(
      (
        await fixture.farm.call('PUT', '/farm/order/transition', {
          token: fixture.branch,
          payload: { id: other.id, action: 'cancel', cancelReason: 'x' },
        })
      ).json().success,
    ).toBe(false);
    expect(
      (await fixture.farm.call('DELETE', `/farm/order/delete?id=${other.id}`, { token: fixture.branch })).json()
        .message,
    ).toBe(onlineMessages.notFound);
    expect(
      await db().selectFrom('farm_order').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('lets him add and edit orders of his branch: new ones carry his department', async () => {
    const added = (
      await fixture.farm.call('POST', '/farm/order/add', { token: fixture.branch, payload: newOrder() })
    ).json();
    expect(added.success).toBe(true);
    const stored = await db()
      .selectFrom('farm_order')
      .selectAll()
      .where('id', '=', added.result)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sysOrgCode: 'A01A07', tenantId: 1, createBy: 'sunqi' });
    expect(
      (
        await fixture.farm.call('PUT', '/farm/order/edit', {
          token: fixture.branch,
          payload: { id: added.result, remark: '本分公司' },
        })
      ).json().success,
    ).toBe(true);
    expect((await ordersOf(fixture.branch, `orderNo=${stored.orderNo}`)).result.total).toBe(1);
  });

  it("no longer holds once the role's grant stops carrying it", async () => {
    await saveBranchRules([]);
    try {
      expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(
        await fixture.farm.countIn('farm_order', 1),
      );
    } finally {
      await saveBranchRules([fixture.branchRule]);
    }
    expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(await countOrders(1, 'A01A07'));
  });
  it('no longer holds on the next request once the rule itself is switched off', async () => {
    const ownBranch = await countOrders(1, 'A01A07');
    expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(ownBranch);
    // Straight to the table, as an operator's script would: the server keeps rules in memory.
    const switchTo = (status: string) =>
      db().updateTable('sys_permission_data_rule').set({ status }).where('id', '=', fixture.branchRule).execute();
    await switchTo('0');
    try {
      expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(
        await fixture.farm.countIn('farm_order', 1),
      );
    } finally {
      await switchTo('1');
    }
    expect((await ordersOf(fixture.branch, 'pageSize=1')).result.total).toBe(ownBranch);
  });
});
