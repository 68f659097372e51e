import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages } from '../../../server/messages';
import { farmServer, superQuery, type FarmServer } from './farm-support';

interface Order {
  id: string;
  orderNo: string;
  farmerName: string;
  province: string;
  status: string;
  status_dictText: string;
  machineType_dictText: string;
  cooperativeId_dictText: string;
  workArea: number;
  amount: number;
  orderDate: string;
}

let farm: FarmServer;
/** The orders of tenant 1, the admin's first tenant (the demo spreads 10,000 over two tenants). */
let total = 0;
const orders = (query: string) => farm.page<Order>(`/farm/order/list?${query}`);

beforeAll(async () => {
  farm = await farmServer();
  const counted = await farm.server.app.db
    .selectFrom('farm_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', 1)
    .executeTakeFirstOrThrow();
  total = Number(counted.n);
});
afterAll(() => farm.close());

describe('the order list', () => {
  it('holds the demo orders of the tenant, ten to a page by default', async () => {
    const page = await orders('');
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(10_000);
    expect(page.total).toBe(total);
    expect(page).toMatchObject({ size: 10, current: 1, pages: Math.ceil(total / 10) });
    expect(page.records).toHaveLength(10);
  });

  it('pages without overlap', async () => {
    const first = await orders('pageNo=1&pageSize=20&column=orderDate&order=desc');
    const second = await orders('pageNo=2&pageSize=20&column=orderDate&order=desc');
    const ids = new Set(first.records.map((order) => order.id));
    expect(second.records.some((order) => ids.has(order.id))).toBe(false);
    expect(second.current).toBe(2);
  });

  it('sorts by an allowed column in either direction', async () => {
    const ascending = (await orders('column=amount&order=asc&pageSize=50')).records.map((order) => order.amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const latest = (await orders('column=order_date&order=desc&pageSize=50')).records.map((order) => order.orderDate);
    expect(latest).toEqual([...latest].sort().reverse());
  });

  it('carries the dictionary texts beside coded and referencing fields', async () => {
    const [done] = (await orders('status=4&pageSize=1')).records;
    expect(done.status_dictText).toBe('已完成');
    expect(done.machineType_dictText).not.toBe('');
    expect(done.cooperativeId_dictText).toMatch(/合作社$/);
  });
});

describe('plain filters follow the JeecgBoot conventions', () => {
  it('matches equal values and ranges of days', async () => {
    const page = await orders('province=黑龙江省&orderDate_begin=2024-01-01&orderDate_end=2024-06-30&pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    for (const order of page.records) {
      expect(order.province).toBe('黑龙江省');
      expect(order.orderDate >= '2024-01-01' && order.orderDate <= '2024-06-30').toBe(true);
    }
  });

  it('reads *x* as contains, x* as starts with and *x as ends with', async () => {
    for (const order of (await orders(`farmerName=${encodeURIComponent('*建国*')}&pageSize=100`)).records)
      expect(order.farmerName).toContain('建国');
    for (const order of (await orders(`farmerName=${encodeURIComponent('王*')}&pageSize=100`)).records)
      expect(order.farmerName.startsWith('王')).toBe(true);
    const suffix = (await orders('pageSize=1')).records[0].orderNo.slice(-6);
    const ending = await orders(`orderNo=${encodeURIComponent(`*${suffix}`)}`);
    expect(ending.records.map((order) => order.orderNo.endsWith(suffix))).toEqual([true]);
  });

  it('reads a,b as one of, !x as not equal and > 5 as a comparison', async () => {
    const settled = await orders('status=4,5&pageSize=1');
    const open = await orders(`status=${encodeURIComponent('!4')}&pageSize=1`);
    const done = await orders('status=4&pageSize=1');
    const cancelled = await orders('status=5&pageSize=1');
    expect(settled.total).toBe(done.total + cancelled.total);
    expect(open.total).toBe(total - done.total);
    for (const order of (await orders(`workArea=${encodeURIComponent('>= 500')}&pageSize=100`)).records)
      expect(order.workArea).toBeGreaterThanOrEqual(500);
  });
});

describe('the advanced query', () => {
  const count = async (items: Parameters<typeof superQuery>[0], match: 'and' | 'or' = 'and') =>
    (await orders(`${superQuery(items, match)}&pageSize=1`)).total;

  it('supports every rule', async () => {
    const done = await count([{ field: 'status', rule: 'eq', val: '4' }]);
    expect(await count([{ field: 'status', rule: 'ne', val: '4' }])).toBe(total - done);
    expect(await count([{ field: 'status', rule: 'in', val: '4,5' }])).toBe(
      done + (await count([{ field: 'status', rule: 'eq', val: '5' }])),
    );
    const big = await count([{ field: 'workArea', rule: 'gt', val: '100' }]);
    expect(await count([{ field: 'workArea', rule: 'le', val: '100' }])).toBe(total - big);
    expect(await count([{ field: 'workArea', rule: 'ge', val: '100' }])).toBe(
      total - (await count([{ field: 'workArea', rule: 'lt', val: '100' }])),
    );
    const wang = await orders(`${superQuery([{ field: 'farmerName', rule: 'right_like', val: '王' }])}&pageSize=50`);
    expect(wang.total).toBeGreaterThan(0);
    for (const order of wang.records) expect(order.farmerName.startsWith('王')).toBe(true);
    for (const order of (
      await orders(`${superQuery([{ field: 'farmerName', rule: 'left_like', val: '国' }])}&pageSize=50`)
    ).records)
      expect(order.farmerName.endsWith('国')).toBe(true);
    for (const order of (await orders(`${superQuery([{ field: 'farmer_name', rule: 'like', val: '建' }])}&pageSize=50`))
      .records)
      expect(order.farmerName).toContain('建');
  });

  it('matches all conditions with and, any with or', async () => {
    const north = [{ field: 'province', rule: 'eq', val: '黑龙江省' }];
    const done = [{ field: 'status', rule: 'eq', val: '4' }];
    const both = await count([...north, ...done], 'and');
    const either = await count([...north, ...done], 'or');
    expect(either).toBe((await count(north)) + (await count(done)) - both);
    expect(both).toBeLessThan(either);
  });
});

describe('names from clients never become SQL', () => {
  async function refused(query: string): Promise<string> {
    const response = await farm.call('GET', `/farm/order/list?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(false);
    return response.json().message;
  }

  it('refuses a sort column that is not a column of the resource', async () => {
    expect(await refused(`column=${encodeURIComponent('amount; drop table farm_order')}`)).toBe(
      queryMessages.unknownSortColumn('amount; drop table farm_order'),
    );
    expect(await refused(`column=${encodeURIComponent('(select password from sys_user)')}`)).toContain('不支持按字段');
    expect((await orders('')).total).toBe(total);
  });

  it('refuses advanced-query fields and rules it does not know', async () => {
    const field = 'status) or 1=1 --';
    expect(await refused(superQuery([{ field, rule: 'eq', val: '4' }]))).toBe(queryMessages.unknownFilterField(field));
    expect(await refused(superQuery([{ field: 'status', rule: 'eq; delete from farm_order', val: '4' }]))).toBe(
      queryMessages.badSuperQueryRule('eq; delete from farm_order'),
    );
    expect(await refused(superQuery([{ field: '__proto__', rule: 'eq', val: '4' }]))).toBe(
      queryMessages.unknownFilterField('__proto__'),
    );
  });

  it('refuses filter names that are not fields, and binds hostile values as plain text', async () => {
    expect(await refused(`${encodeURIComponent("status='4' or 1")}=1`)).toContain('不支持按字段');
    expect(await refused('password=x')).toBe(queryMessages.unknownFilterField('password'));
    const hostile = await orders(`province=${encodeURIComponent("黑龙江省' or '1'='1")}`);
    expect(hostile.total).toBe(0);
    const wildcard = await orders(`farmerName=${encodeURIComponent('*%*')}`);
    expect(wildcard.total).toBe(0);
  });
});

describe('unknown resources', () => {
  it('has no route for a path that is not a declared resource', async () => {
    const response = await farm.call('GET', '/farm/sys_user/list');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('username');
  });

  it('refuses an online-form code that is not a declared resource, leaking nothing', async () => {
    for (const code of ['sys_user', 'sys_user_token', 'farm_seed', 'farm_iot_token']) {
      const answer = await farm.get(`/online/cgform/api/getData/${code}`);
      expect(answer).toMatchObject({ success: false, message: `表单 ${code} 不存在`, result: null });
    }
    const odd = await farm.call('GET', `/online/cgform/api/getData/${encodeURIComponent("farm_order' --")}`);
    expect(odd.statusCode).toBe(400);
  });
});
