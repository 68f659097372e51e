import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelMessages, onlineMessages } from '../../../server/messages';
import { farmServer, multipart, type FarmServer } from './farm-support';
import { readSheet, workbook } from './workbooks';

let farm: FarmServer;
const api = '/online/cgform/api';

interface ColumnsInfo {
  columns: { title: string; dataIndex: string; customRender?: string }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
  hideColumns: string[];
  currentTableName: string;
}

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('the configuration of an online list', () => {
  it('answers its columns with dictionary options, and hides the buttons a role lacks', async () => {
    const admin = (await farm.get<ColumnsInfo>(`${api}/getColumns/farm_order`)).result;
    expect(admin.currentTableName).toBe('farm_order');
    expect(admin.columns).toContainEqual(
      expect.objectContaining({ title: '农机类型', dataIndex: 'machineType', customRender: 'machineType' }),
    );
    expect(admin.columns).toContainEqual(expect.objectContaining({ title: '机手', dataIndex: 'driverId_dictText' }));
    expect(admin.columns.some((column) => column.dataIndex === 'remark')).toBe(false);
    expect(admin.dictOptions.machineType).toContainEqual(expect.objectContaining({ value: '2', text: '联合收割机' }));
    expect(admin.hideColumns).toEqual([]);
    const sales = (await farm.get<ColumnsInfo>(`${api}/getColumns/farm_order`, await farm.tokenOf('lisi'))).result;
    expect(sales.hideColumns.sort()).toEqual(['batch_delete', 'delete']);
  });

  it('answers the query form and the form schema', async () => {
    const query = (await farm.get<{ field: string; mode: string }[]>(`${api}/getQueryInfo/farm_order`)).result;
    expect(query).toContainEqual(expect.objectContaining({ field: 'orderDate', mode: 'group' }));
    expect(query).toContainEqual(
      expect.objectContaining({ field: 'status', mode: 'single', dictCode: 'farm_order_status' }),
    );
    const form = (
      await farm.get<{
        head: { tableName: string };
        schema: { required: string[]; properties: Record<string, Record<string, unknown>> };
      }>(`${api}/getFormItem/farm_order`)
    ).result;
    expect(form.head.tableName).toBe('farm_order');
    expect(form.schema.required).toContain('farmerPhone');
    expect(form.schema.properties.farmerPhone).toMatchObject({ view: 'text', errorInfo: '请输入正确手机号' });
    expect(form.schema.properties.driverId).toMatchObject({
      view: 'sel_search',
      dictTable: 'farm_driver',
      dictText: 'realname',
      dictCode: 'id',
    });
    expect(form.schema.properties.dispatchTime).toBeUndefined();
  });
});

describe('records by code', () => {
  it('lists, adds, reads, edits and deletes', async () => {
    const data = (await farm.get<{ total: number; records: unknown[] }>(`${api}/getData/farm_driver?pageSize=-521`))
      .result;
    expect(data.records).toHaveLength(data.total);

    const payload = {
      realname: '在线表单',
      phone: '13955556666',
      licenseNo: 'A1',
      province: '吉林省',
      city: '长春市',
      status: '1',
    };
    const added = (await farm.call('POST', `${api}/form/farm_driver`, { payload })).json();
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    const read = (await farm.get<Record<string, unknown>>(`${api}/form/farm_driver/${added.result}`)).result;
    expect(read).toMatchObject({ realname: '在线表单', status_dictText: '空闲' });
    const edited = (await farm.call('PUT', `${api}/form/farm_driver`, { payload: { ...read, status: '3' } })).json();
    expect(edited.success).toBe(true);
    expect((await farm.get<Record<string, unknown>>(`${api}/form/farm_driver/${added.result}`)).result.status).toBe(
      '3',
    );
    expect((await farm.call('DELETE', `${api}/form/farm_driver/${added.result}`)).json().message).toBe(
      onlineMessages.deleteSucceeded,
    );
  });

  it('deletes a batch through the same URL, and needs the batch button for it', async () => {
    const ids = [];
    for (const phone of ['13955557771', '13955557772']) {
      ids.push(
        (
          await farm.call('POST', `${api}/form/farm_driver`, {
            payload: { realname: '批量', phone, licenseNo: 'B', province: '吉林省', city: '长春市', status: '1' },
          })
        ).json().result,
      );
    }
    const sales = await farm.tokenOf('lisi');
    const orders = (await farm.page('/farm/order/list?pageSize=2')).records.map((order) => order.id).join(',');
    expect((await farm.call('DELETE', `${api}/form/farm_order/${orders}`, { token: sales })).json().code).toBe(510);
    expect((await farm.call('DELETE', `${api}/form/farm_driver/${ids.join(',')}`)).json().message).toBe(
      onlineMessages.batchDeleteSucceeded,
    );
  });

  it('exports with paramsStr and imports a workbook', async () => {
    const response = await farm.call(
      'GET',
      `${api}/exportXls/farm_driver?paramsStr=${encodeURIComponent(JSON.stringify({ province: '吉林省', status: '1' }))}`,
    );
    const rows = readSheet(response.rawPayload).rows;
    expect(rows.length - 1).toBe((await farm.page('/farm/driver/list?province=吉林省&status=1')).total);
    const badParams = await farm.call('GET', `${api}/exportXls/farm_driver?paramsStr=${encodeURIComponent('[1,2]')}`);
    expect(badParams.json().message).toBe(excelMessages.badParamsStr);

    const body = multipart([
      {
        name: 'drivers.xlsx',
        data: workbook([
          ['姓名', '联系电话', '驾驶证号', '省份', '城市', '状态'],
          ['导入机手', '13955558888', 'C1', '吉林省', '松原市', '空闲'],
        ]),
      },
    ]);
    const imported = (
      await farm.call('POST', `${api}/importXls/farm_driver`, { payload: body.payload, headers: body.headers })
    ).json();
    expect(imported).toMatchObject({ success: true, message: excelMessages.importedAll(1) });
  });
});

describe('codes that are not declared resources', () => {
  it('are refused by every call, without a lookup of anything else', async () => {
    for (const url of [
      `${api}/getColumns/sys_user`,
      `${api}/getFormItem/sys_role`,
      `${api}/form/sys_user/user-admin`,
      `${api}/getQueryInfo/nope`,
    ]) {
      const answer = await farm.get(url);
      expect(answer.success).toBe(false);
      expect(answer.message).toMatch(/^表单 \w+ 不存在$/);
      expect(JSON.stringify(answer)).not.toContain('realname');
    }
  });

  it('refuses codes that are not names at all', async () => {
    for (const code of ["farm_order'--", 'farm_order;drop', '..%2F..%2Fsys_user']) {
      expect((await farm.call('GET', `${api}/getData/${code}`)).statusCode).toBe(400);
    }
  });

  it('checks the resource button of the caller', async () => {
    const guest = await farm.tokenOf('wujiu');
    expect((await farm.get(`${api}/getData/farm_order`, guest)).code).toBe(510);
    expect((await farm.call('POST', `${api}/form/farm_order`, { token: guest, payload: {} })).json().code).toBe(510);
  });
});
