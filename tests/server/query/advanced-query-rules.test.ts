import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages } from '../../../server/messages';
import { farmServer, superQuery, type FarmServer } from '../online/farm-support';

// Every advanced-query rule run against the seeded orders, each answer checked against the
// same filter computed here over every order fetched through the API.

interface Order {
  id: string;
  farmerName: string;
  province: string;
  status: string;
  workArea: number;
  orderDate: string;
  createTime: string;
}

type Item = { field: string; rule: string; val: unknown };

let farm: FarmServer;
let all: Order[];

async function matching(items: Item[], match: 'and' | 'or' = 'and'): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await farm.page<Order>(`/farm/order/list?${superQuery(items, match)}&pageSize=1000&pageNo=${pageNo}`);
    ids.push(...page.records.map((order) => order.id));
    if (pageNo >= page.pages) return ids.sort();
  }
}

const idsWhere = (test: (order: Order) => boolean) =>
  all
    .filter(test)
    .map((order) => order.id)
    .sort();

beforeAll(async () => {
  farm = await farmServer();
  all = [];
  for (let pageNo = 1; pageNo <= 10; pageNo += 1)
    all.push(...(await farm.page<Order>(`/farm/order/list?pageSize=1000&pageNo=${pageNo}`)).records);
}, 120_000);
afterAll(() => farm.close());

// Each case reads up to ten pages of a thousand orders: slow on a loaded machine.
describe('every rule executes', { timeout: 60_000 }, () => {
  const someName = () => all[17].farmerName;
  const middleDate = () => [...all].map((order) => order.orderDate).sort()[Math.floor(all.length / 2)];

  it("holds all the orders of the admin's tenant to compare with", async () => {
    expect(new Set(all.map((order) => order.id)).size).toBe(await farm.countIn('farm_order'));
    expect(all.length).toBeGreaterThan(5000);
  });

  it('eq and ne', async () => {
    expect(await matching([{ field: 'province', rule: 'eq', val: '黑龙江省' }])).toEqual(
      idsWhere((order) => order.province === '黑龙江省'),
    );
    expect(await matching([{ field: 'farmerName', rule: 'ne', val: someName() }])).toEqual(
      idsWhere((order) => order.farmerName !== someName()),
    );
  });

  it('like, right_like (starts with) and left_like (ends with)', async () => {
    expect(await matching([{ field: 'farmerName', rule: 'like', val: '建' }])).toEqual(
      idsWhere((order) => order.farmerName.includes('建')),
    );
    expect(await matching([{ field: 'farmerName', rule: 'right_like', val: '王' }])).toEqual(
      idsWhere((order) => order.farmerName.startsWith('王')),
    );
    expect(await matching([{ field: 'farmerName', rule: 'left_like', val: '国' }])).toEqual(
      idsWhere((order) => order.farmerName.endsWith('国')),
    );
  });

  it('in, with the values comma-joined or as a list', async () => {
    const expected = idsWhere((order) => ['1', '4'].includes(order.status));
    expect(await matching([{ field: 'status', rule: 'in', val: '1,4' }])).toEqual(expected);
    expect(await matching([{ field: 'status', rule: 'in', val: ['1', '4'] }])).toEqual(expected);
  });

  it('gt, ge, lt and le on numbers', async () => {
    expect(await matching([{ field: 'workArea', rule: 'gt', val: '300' }])).toEqual(
      idsWhere((order) => order.workArea > 300),
    );
    expect(await matching([{ field: 'workArea', rule: 'ge', val: '300' }])).toEqual(
      idsWhere((order) => order.workArea >= 300),
    );
    expect(await matching([{ field: 'workArea', rule: 'lt', val: '50' }])).toEqual(
      idsWhere((order) => order.workArea < 50),
    );
    expect(await matching([{ field: 'workArea', rule: 'le', val: '50' }])).toEqual(
      idsWhere((order) => order.workArea <= 50),
    );
  });

  it('gt, ge, lt and le on dates', async () => {
    const day = middleDate();
    expect(await matching([{ field: 'orderDate', rule: 'gt', val: day }])).toEqual(
      idsWhere((order) => order.orderDate > day),
    );
    expect(await matching([{ field: 'orderDate', rule: 'le', val: day }])).toEqual(
      idsWhere((order) => order.orderDate <= day),
    );
    expect(await matching([{ field: 'orderDate', rule: 'eq', val: day }])).toEqual(
      idsWhere((order) => order.orderDate === day),
    );
  });

  it('three conditions with or match any of them, with and all of them', async () => {
    const items = [
      { field: 'province', rule: 'eq', val: '黑龙江省' },
      { field: 'farmerName', rule: 'right_like', val: '王' },
      { field: 'workArea', rule: 'ge', val: '400' },
    ];
    const tests = [
      (o: Order) => o.province === '黑龙江省',
      (o: Order) => o.farmerName.startsWith('王'),
      (o: Order) => o.workArea >= 400,
    ];
    expect(await matching(items, 'or')).toEqual(idsWhere((order) => tests.some((test) => test(order))));
    expect(await matching(items, 'and')).toEqual(idsWhere((order) => tests.every((test) => test(order))));
  });
});

describe('what the server refuses', () => {
  async function refusal(items: Item[]): Promise<{ status: number; message: string }> {
    const response = await farm.call('GET', `/farm/order/list?${superQuery(items)}`);
    return { status: response.statusCode, message: response.json().message };
  }

  it('an unknown field, with a message naming it', async () => {
    expect(await refusal([{ field: 'farmerPassword', rule: 'eq', val: 'x' }])).toEqual({
      status: 200,
      message: '不支持按字段 farmerPassword 查询',
    });
    expect(
      await refusal([
        { field: 'province', rule: 'eq', val: '黑龙江省' },
        { field: 'nope', rule: 'eq', val: '1' },
      ]),
    ).toEqual({ status: 200, message: queryMessages.unknownFilterField('nope') });
  });

  it('an unknown rule, a pattern on a number and a malformed value', async () => {
    expect(await refusal([{ field: 'province', rule: 'between', val: 'x' }])).toEqual({
      status: 200,
      message: queryMessages.badSuperQueryRule('between'),
    });
    expect(await refusal([{ field: 'workArea', rule: 'like', val: '1' }])).toEqual({
      status: 200,
      message: queryMessages.badNumber('workArea'),
    });
    expect(await refusal([{ field: 'orderDate', rule: 'gt', val: 'soon' }])).toEqual({
      status: 200,
      message: queryMessages.badDate('orderDate'),
    });
  });
});
