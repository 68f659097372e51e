import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResource } from '../../../server/resources/orders';
import { farmServer, type FarmServer } from './farm-support';
import { readSheet } from './workbooks';

let farm: FarmServer;

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

async function exportOf(url: string, token?: string) {
  const response = await farm.call('GET', url, { token });
  return {
    response,
    sheet:
      response.statusCode === 200 && String(response.headers['content-type']).includes('spreadsheet')
        ? readSheet(response.rawPayload)
        : undefined,
  };
}

describe('exporting a list', () => {
  it('writes the records a list query matches, under the field titles, with dictionary texts', async () => {
    const filter = 'province=河南省&status=5';
    const listed = await farm.page(`/farm/order/list?${filter}&pageSize=1000`);
    const { response, sheet } = await exportOf(`/farm/order/exportXls?${filter}`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('农机订单.xlsx')}`,
    );
    const rows = sheet?.rows ?? [];
    expect(rows[0]).toEqual(orderResource.fields.map((field) => field.title));
    expect(rows.length - 1).toBe(listed.total);
    const statusColumn = orderResource.fields.findIndex((field) => field.name === 'status');
    expect(new Set(rows.slice(1).map((cells) => cells[statusColumn]))).toEqual(new Set(['已取消']));
  });

  it('takes its parameters from a POST body too', async () => {
    const response = await farm.call('POST', '/farm/order/exportXls', { payload: { province: '河南省', status: '5' } });
    const rows = readSheet(response.rawPayload).rows;
    expect(rows.length - 1).toBe((await farm.page('/farm/order/list?province=河南省&status=5')).total);
  });

  it('writes only the selected records when selections are given', async () => {
    const picked = (await farm.page('/farm/order/list?pageSize=3')).records.map((order) => String(order.orderNo));
    const ids = (await farm.page('/farm/order/list?pageSize=3')).records.map((order) => order.id).join(',');
    const { sheet } = await exportOf(`/farm/order/exportXls?selections=${ids}`);
    expect(
      sheet?.rows
        .slice(1)
        .map((cells) => cells[0])
        .sort(),
    ).toEqual(picked.sort());
  });

  it('neutralises text that a spreadsheet program would run as a formula', async () => {
    const hostile = ['=1+2', '+SUM(A1:A2)', '-2+3', '@cmd'];
    const ids: string[] = [];
    for (const [index, name] of hostile.entries()) {
      const answer = (
        await farm.call('POST', '/farm/farmer/add', {
          payload: { name, phone: `1381234000${index}`, province: '山东省', city: '德州市' },
        })
      ).json();
      ids.push(answer.result);
    }
    const { sheet } = await exportOf(`/farm/farmer/exportXls?selections=${ids.join(',')}`);
    const names = (sheet?.rows ?? []).slice(1).map((cells) => cells[0]);
    expect(names.sort()).toEqual(hostile.map((name) => `'${name}`).sort());
    expect(Object.values(sheet?.sheet ?? {}).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(
      false,
    );
  });

  it('refuses callers without the export button, and hostile sort names', async () => {
    const guest = await farm.tokenOf('wujiu');
    expect((await exportOf('/farm/order/exportXls', guest)).response.json().code).toBe(510);
    const hostile = await farm.call(
      'GET',
      `/farm/order/exportXls?column=${encodeURIComponent('1;drop table farm_order')}`,
    );
    expect(hostile.json()).toMatchObject({ success: false, code: 500 });
  });
});
