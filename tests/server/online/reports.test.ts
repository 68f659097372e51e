import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages, reportMessages } from '../../../server/messages';
import { farmServer, superQuery, type FarmServer, type PageOf } from './farm-support';

let farm: FarmServer;
const api = '/online/cgreport/api';

interface DriverRow {
  driverId: string;
  realname: string;
  machineTypes: string;
  machineTypes_dictText: string;
  drivingYears: number;
}

const data = async <T = Record<string, unknown>>(query: string) => {
  const answer = await farm.get<PageOf<T>>(`${api}/getData/rp-farm-driver?${query}`);
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
};

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('a report for the popup picker', () => {
  it('answers its columns by code, with the config id and name the popup shows', async () => {
    const answer = await farm.get<{
      columns: { dataIndex: string }[];
      dictOptions: Record<string, unknown[]>;
      cgRpConfigId: string;
      cgRpConfigName: string;
    }>(`${api}/getRpColumns/farm_driver_popup`);
    expect(answer.result).toMatchObject({ cgRpConfigId: 'rp-farm-driver', cgRpConfigName: '机手选择' });
    const keys = answer.result.columns.map((column) => column.dataIndex);
    expect(keys).toContain('realname');
    expect(keys).not.toContain('driverId');
    expect(answer.result.dictOptions.machineTypes.length).toBeGreaterThan(0);
  });

  it('answers its query form and its dynamic parameters by config id', async () => {
    const info = await farm.get<{ field: string; mode: string }[]>(`${api}/getQueryInfo/rp-farm-driver`);
    expect(info.result).toContainEqual(expect.objectContaining({ field: 'realname', mode: 'single' }));
    expect(info.result).toContainEqual(expect.objectContaining({ field: 'drivingYears', mode: 'group' }));
    const params = await farm.get<{ paramName: string }[]>(`${api}/getParamsInfo/rp-farm-driver`);
    expect(params.result.map((param) => param.paramName)).toEqual(['cooperativeId', 'machineType']);
  });

  it('pages its rows, which have no id column', async () => {
    const first = await data<DriverRow>('pageNo=1&pageSize=10');
    const second = await data<DriverRow>('pageNo=2&pageSize=10');
    expect(first.total).toBe(await farm.countIn('farm_driver'));
    expect(first.records).toHaveLength(10);
    expect(first.records.some((row) => 'id' in row)).toBe(false);
    const seen = new Set(first.records.map((row) => row.driverId));
    expect(second.records.some((row) => seen.has(row.driverId))).toBe(false);
  });

  it('sorts and filters by its columns with the list conventions', async () => {
    const sorted = (await data<DriverRow>('column=drivingYears&order=desc&pageSize=30')).records.map(
      (row) => row.drivingYears,
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    for (const row of (
      await data<DriverRow>(`realname=${encodeURIComponent('王*')}&drivingYears_begin=10&pageSize=100`)
    ).records) {
      expect(row.realname.startsWith('王')).toBe(true);
      expect(row.drivingYears).toBeGreaterThanOrEqual(10);
    }
  });

  it('narrows its rows by self_ dynamic parameters, bound as values', async () => {
    const harvesters = await data<DriverRow>('self_machineType=2&pageSize=200');
    expect(harvesters.total).toBeGreaterThan(0);
    expect(harvesters.total).toBeLessThan(await farm.countIn('farm_driver'));
    for (const row of harvesters.records) expect(row.machineTypes.split(',')).toContain('2');
    expect((await data(`self_machineType=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await data(`self_machineType=${encodeURIComponent("2' or '1'='1")}`)).total).toBe(0);
    expect((await data('self_notAParam=1')).total).toBe(await farm.countIn('farm_driver'));
  });
});

describe('the statistics reports', () => {
  it('count the orders of the window they are given', async () => {
    const window = 'self_beginDate=2024-01-01&self_endDate=2024-06-30';
    const stats = await farm.get<PageOf<{ province: string; orderCount: number }>>(
      `${api}/getData/rp-farm-order-stat?${window}&pageSize=100`,
    );
    const counted = stats.result.records.reduce((sum, row) => sum + row.orderCount, 0);
    expect(counted).toBe(
      (await farm.page('/farm/order/list?orderDate_begin=2024-01-01&orderDate_end=2024-06-30')).total,
    );
    const badDate = await farm.call('GET', `${api}/getData/rp-farm-order-stat?self_beginDate=yesterday`);
    expect(badDate.json().message).toBe(reportMessages.badParam('beginDate'));
  });

  it('answer with dictionary texts beside coded columns', async () => {
    const work = await farm.get<PageOf<{ machineType_dictText: string; orderCount: number }>>(
      `${api}/getData/rp-farm-work-stat?column=orderCount&order=desc`,
    );
    expect(work.result.records[0].machineType_dictText).not.toBe('');
  });
});

describe('names from clients never become SQL', () => {
  it('refuses sorts and filters that are not report columns', async () => {
    const column = '(select password from sys_user)';
    expect(
      (await farm.call('GET', `${api}/getData/rp-farm-driver?column=${encodeURIComponent(column)}`)).json().message,
    ).toBe(queryMessages.unknownSortColumn(column));
    expect((await farm.call('GET', `${api}/getData/rp-farm-driver?cooperativeId=x`)).json().message).toBe(
      queryMessages.unknownFilterField('cooperativeId'),
    );
    const hostile = superQuery([{ field: 'realname) or (1=1', rule: 'eq', val: 'x' }]);
    expect((await farm.call('GET', `${api}/getData/rp-farm-driver?${hostile}`)).json().success).toBe(false);
  });

  it('refuses reports that are not declared, and callers without the report button', async () => {
    for (const url of [`${api}/getRpColumns/sys_user`, `${api}/getData/select_1`]) {
      expect(await farm.get(url)).toMatchObject({ success: false, message: reportMessages.unknownReport });
    }
    expect((await farm.call('GET', `${api}/getData/${encodeURIComponent('rp;drop')}`)).statusCode).toBe(400);
    const guest = await farm.tokenOf('wujiu');
    expect((await farm.get(`${api}/getData/rp-farm-driver`, guest)).code).toBe(510);
    const sales = await farm.tokenOf('lisi');
    expect((await farm.get(`${api}/getData/rp-farm-driver`, sales)).success).toBe(true);
  });
});
