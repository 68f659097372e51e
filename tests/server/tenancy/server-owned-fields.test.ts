import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { excelMessages, onlineMessages, orderMessages } from '../../../server/messages';
import { farmServer, multipart, newOrder, type FarmServer } from '../online/farm-support';
import { workbook } from '../online/workbooks';

// Issue "Data boundaries", point 6: order numbers, creator, times, tenant, department and the
// states the flow reaches are the server's. JeecgBoot's forms send the whole record back on
// edit, so these are ignored (never refused) and never written.

let farm: FarmServer;
let orderId = '';

const db = () => farm.server.app.db;
const stored = (id: string) => db().selectFrom('farm_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  farm = await farmServer();
  const added = (await farm.call('POST', '/farm/order/add', { payload: newOrder() })).json();
  orderId = added.result;
});
afterAll(() => farm.close());

describe('an edit', () => {
  it('ignores the order number, creator, times, tenant and department a body sends', async () => {
    const before = await stored(orderId);
    farm.server.clock.advance(60_000);
    const answer = await farm.call('PUT', '/farm/order/edit', {
      payload: {
        id: orderId,
        orderNo: 'HACKED-1',
        createBy: 'intruder',
        createTime: '2000-01-01 00:00:00',
        updateBy: 'intruder',
        updateTime: '2000-01-01 00:00:00',
        tenantId: 2,
        sysOrgCode: 'A01A06',
        dispatchTime: '2000-01-01 00:00:00',
        startTime: '2000-01-01 00:00:00',
        finishTime: '2000-01-01 00:00:00',
        remark: '改约',
      },
    });
    expect(answer.json()).toMatchObject({ success: true, message: onlineMessages.editSucceeded });
    const after = await stored(orderId);
    expect(after).toMatchObject({
      orderNo: before.orderNo,
      createBy: before.createBy,
      createTime: before.createTime,
      tenantId: before.tenantId,
      sysOrgCode: before.sysOrgCode,
      dispatchTime: null,
      startTime: null,
      finishTime: null,
      remark: '改约',
      updateBy: 'admin',
      updateTime: formatDateTime(farm.server.clock.now),
    });
    expect((await farm.page('/farm/order/list?orderNo=HACKED-1')).total).toBe(0);
  });

  it('takes the whole record the form read back, server-owned fields and texts included', async () => {
    const record = (await farm.get<Record<string, unknown>>(`/farm/order/queryById?id=${orderId}`)).result;
    const answer = await farm.call('PUT', '/farm/order/edit', {
      payload: { ...record, orderNo: 'DD20000101000001', workArea: 60 },
    });
    expect(answer.json().success).toBe(true);
    expect(await stored(orderId)).toMatchObject({ orderNo: record.orderNo, workArea: 60 });
  });

  it('moves the state only along the flow, which stamps the times', async () => {
    expect((await farm.call('PUT', '/farm/order/edit', { payload: { id: orderId, status: '4' } })).json().message).toBe(
      orderMessages.refusedTransition('待接单', '已完成'),
    );
    expect((await stored(orderId)).status).toBe('1');
  });
});

describe('an add', () => {
  it("numbers the order itself and starts it booked, in the writer's tenant and department", async () => {
    const answer = (
      await farm.call('POST', '/farm/order/add', {
        payload: newOrder({
          orderNo: 'HACKED-2',
          tenantId: 2,
          sysOrgCode: 'A01A06',
          createBy: 'intruder',
          dispatchTime: '2000-01-01 00:00:00',
        }),
      })
    ).json();
    expect(answer.success).toBe(true);
    const row = await stored(answer.result);
    expect(row.orderNo).toMatch(/^DD20240920\d{6}$/);
    expect(row).toMatchObject({
      status: '1',
      tenantId: 1,
      sysOrgCode: 'A01A04',
      createBy: 'admin',
      dispatchTime: null,
    });
    expect((await farm.call('POST', '/farm/order/add', { payload: newOrder({ status: '4' }) })).json().message).toBe(
      orderMessages.newOrderMustBeBooked,
    );
  });

  it('leaves the order number out of the form, which the server fills', async () => {
    const form = (await farm.get<{ fields: { name: string; serverOwned?: boolean }[] }>('/farm/declaration/farm_order'))
      .result;
    expect(form.fields.find((field) => field.name === 'orderNo')?.serverOwned).toBe(true);
  });
});

describe('an import', () => {
  it('numbers the orders itself, whatever the sheet names them', async () => {
    const headers = [
      '订单编号',
      '农户姓名',
      '联系电话',
      '省份',
      '城市',
      '农机类型',
      '作业类型',
      '作业面积(亩)',
      '预约日期',
    ];
    const file = workbook([
      headers,
      ['HACKED-3', '导入丙', '13811112222', '河南省', '周口市', '联合收割机', '收获', 30, '2024-10-01'],
    ]);
    const body = multipart([{ name: 'orders.xlsx', data: file }]);
    const answer = (
      await farm.call('POST', '/farm/order/importExcel', { payload: body.payload, headers: body.headers })
    ).json();
    expect(answer).toMatchObject({ success: true, message: excelMessages.importedAll(1) });
    const [row] = await db().selectFrom('farm_order').selectAll().where('farmerName', '=', '导入丙').execute();
    expect(row.orderNo).toMatch(/^DD\d{14}$/);
    expect(row).toMatchObject({ tenantId: 1, createBy: 'admin' });
  });
});
