import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientColumns } from '../../../server/db';
import { iotButtons } from '../../../server/modules/iot';
import { columnKindsOf, farmResources, reports, type ResourceSpec } from '../../../server/modules/online';
import { farmButtons } from '../../../server/modules/online/button-permissions';
import { farmServer, type FarmServer } from './farm-support';

let farm: FarmServer;
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

async function grantedCodes(username: string): Promise<Set<string>> {
  const answer = await farm.get<{ auth: { action: string }[] }>(
    '/sys/permission/getUserPermissionByToken',
    await farm.tokenOf(username),
  );
  return new Set(answer.result.auth.flatMap((entry) => entry.action.split(',')));
}

describe('the declarations and the database agree', () => {
  it('has a table for each resource with exactly its declared columns, required ones not null', async () => {
    const tables = await farm.server.app.db.withoutPlugins().introspection.getTables();
    for (const resource of farmResources as readonly ResourceSpec[]) {
      const table = tables.find((candidate) => candidate.name === resource.code);
      expect(table, resource.code).toBeDefined();
      const columns = new Map(table?.columns.map((column) => [column.name, column]));
      const declared = [
        'id',
        ...resource.fields.map((field) => snakeCase(field.name)),
        'create_by',
        'create_time',
        'update_by',
        'update_time',
        'tenant_id',
        'sys_org_code',
        // A part's order as added (migration 0014), the server's own column.
        ...(resource.parent ? ['row_order'] : []),
      ];
      expect([...columns.keys()].sort(), resource.code).toEqual(declared.sort());
      for (const field of resource.fields.filter((candidate) => candidate.required)) {
        expect(columns.get(snakeCase(field.name))?.isNullable, `${resource.code}.${field.name}`).toBe(false);
      }
    }
  });

  it('lets clients name the farm tables through the allow-list, with the declared kinds', async () => {
    const allowList: Readonly<Record<string, unknown>> = clientColumns;
    for (const resource of farmResources) expect(allowList[resource.code]).toEqual(columnKindsOf(resource));
    const drivers = await farm.get<{ value: string; text: string }[]>('/sys/dict/getDictItems/farm_driver,realname,id');
    expect(drivers.result.length).toBe(await farm.countIn('farm_driver'));
  });
});

describe('the demo data', () => {
  it('holds 10,000 orders over the two tenants and rows for every other resource', async () => {
    for (const resource of farmResources) {
      const page = await farm.page(`/farm/${resource.path}/list?pageSize=1`);
      expect(page.total, resource.code).toBeGreaterThan(0);
    }
    const [first, second] = [await farm.countIn('farm_order', 1), await farm.countIn('farm_order', 2)];
    expect(first + second).toBe(10_000);
    expect(second).toBeGreaterThan(1000);
    expect((await farm.page('/farm/order/list?pageSize=1')).total).toBe(first);
  });

  it('spreads the orders over two years, every state, and consistent times', async () => {
    const oldest = (await farm.page<{ orderDate: string }>('/farm/order/list?column=orderDate&order=asc&pageSize=1'))
      .records[0];
    expect(oldest.orderDate <= '2022-09-25').toBe(true);
    for (const status of ['1', '2', '3', '4', '5'])
      expect((await farm.page(`/farm/order/list?status=${status}&pageSize=1`)).total, status).toBeGreaterThan(0);
    const done = (
      await farm.page<{ startTime: string; finishTime: string; driverId: string }>(
        '/farm/order/list?status=4&pageSize=200',
      )
    ).records;
    for (const order of done) expect(order.driverId && order.startTime <= order.finishTime).toBeTruthy();
  });
});

describe('the button permissions of the farm routes', () => {
  it('are all granted to the admin role', async () => {
    const admin = await grantedCodes('admin');
    for (const button of [...farmButtons(), ...iotButtons]) expect(admin.has(button.code), button.code).toBe(true);
  });

  it('go to the roles that hold their pages, keeping buttons a role was denied', async () => {
    const operator = await grantedCodes('operator');
    for (const code of [
      'farm_order:list',
      'farm_order:transition',
      'farm_meeting_car:add',
      'farm_device_data:list',
      'online_report:farm_order_stat',
    ])
      expect(operator.has(code), code).toBe(true);
    const sales = await grantedCodes('lisi');
    expect(sales.has('farm_order:list')).toBe(true);
    expect(sales.has('farm_order:delete')).toBe(false);
    expect(sales.has(reports[0].permission)).toBe(true);
    const repair = await grantedCodes('zhangsan');
    expect(repair.has('farm_repair:list')).toBe(true);
    expect(repair.has('farm_order:list')).toBe(false);
  });
});
