import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { farmServer, type FarmServer, type PageOf } from './farm-support';
import {
  CLIENT_LIST_STATE,
  CLIENT_T,
  clientAnswer,
  clientGet,
  clientQuery,
  clientSend,
  type ClientCaller,
} from './stock-client';
import { readSheet } from './workbooks';

// Issue 26: the stock JeecgBoot Vue 2 client's online pages (@jeecg/antd-online-mini 3.4): the ERP
// list (getErpColumns, getErpFormItem and the calls of its tables) and the report page
// (getColumnsAndData, exportManySheetXls). Each request is replayed as that client sends it
// (stock-client.ts).

let farm: FarmServer;
let admin: ClientCaller;
const api = '/online/cgform/api';
const reportApi = '/online/cgreport/api';

type Row = Record<string, unknown> & { id: string };

beforeAll(async () => {
  farm = await farmServer();
  admin = { token: farm.admin, tenantId: 1 };
});
afterAll(() => farm.close());

interface ListModel {
  code: string;
  currentTableName: string;
  description: string;
  tableType: number;
  relationType: number;
  foreignKeys: { field: string; key: string }[];
  columns: { dataIndex: string }[];
  dictOptions: Record<string, unknown[]>;
  fieldHrefSlots: unknown[];
  hideColumns: string[];
  checkboxFlag: string;
  paginationFlag: string;
}

describe('the ERP list (OnlCgformErpList): a meeting with its parts in tabs', () => {
  it("answers the master's list and each part's in getErpColumns", async () => {
    const answer = await clientAnswer<{ main: ListModel; subList: ListModel[] }>(
      farm,
      `${api}/getErpColumns/farm_meeting_main`,
      {},
      admin,
    );
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.main).toMatchObject({
      code: 'farm_meeting_main',
      currentTableName: 'farm_meeting_main',
      description: '会议',
      tableType: 2,
      paginationFlag: 'Y',
      fieldHrefSlots: [],
    });
    expect(answer.result.subList.map((sub) => sub.description)).toEqual([
      '参会人员',
      '会议用车',
      '会议用餐',
      '会议场地',
      '会议视频',
    ]);
    for (const sub of answer.result.subList) {
      expect(sub).toMatchObject({
        code: sub.currentTableName,
        tableType: 3,
        relationType: 0,
        foreignKeys: [{ field: 'meetingId', key: 'id' }],
        checkboxFlag: 'Y',
      });
      expect(sub.columns.length).toBeGreaterThan(0);
    }
  });

  it("lists a chosen meeting's parts with the foreign key and the table kind the part list sends", async () => {
    // The master's list: a radio list of 5 rows a page; its query form asked with tabletype=2.
    expect((await clientAnswer(farm, `${api}/getQueryInfo/farm_meeting_main`, { tabletype: 2 }, admin)).success).toBe(
      true,
    );
    const masters = await clientAnswer<PageOf<Row>>(
      farm,
      `${api}/getData/farm_meeting_main`,
      { ...CLIENT_LIST_STATE, pageSize: 5 },
      admin,
    );
    expect(masters.result.records).toHaveLength(5);
    const meeting = masters.result.records[0];
    // initDependQueryParam: the query holds the master's id under the part's field, and tabletype=3.
    const parts = await clientAnswer<PageOf<Row>>(
      farm,
      `${api}/getData/farm_meeting_attendees`,
      { meetingId: meeting.id, tabletype: 3, ...CLIENT_LIST_STATE },
      admin,
    );
    expect(parts.success, parts.message).toBe(true);
    const stored = await farm.get<Row[]>(`/farm/meetingMain/queryMeetingAttendeesByMainId?id=${meeting.id}`);
    expect(parts.result.total).toBe(stored.result.length);
    for (const part of parts.result.records) expect(part.meetingId).toBe(meeting.id);
  });

  it("draws one table's form at a time, a part's without its key to the master", async () => {
    type Form = {
      head: { tableName: string; isTree: string };
      schema: { required: string[]; properties: Record<string, unknown> };
    };
    const master = await clientAnswer<Form>(farm, `${api}/getErpFormItem/farm_meeting_main`, {}, admin);
    expect(master.result.head).toMatchObject({ tableName: 'farm_meeting_main', isTree: 'N' });
    expect(Object.keys(master.result.schema.properties)).toContain('title');
    const part = await clientAnswer<Form>(farm, `${api}/getErpFormItem/farm_meeting_attendees`, {}, admin);
    expect(part.result.schema.properties.meetingId).toBeUndefined();
    expect(part.result.schema.required).not.toContain('meetingId');
    expect(part.result.schema.required).toContain('name');
  });

  it('adds, exports and deletes a part of the chosen meeting as the part list does', async () => {
    const meeting = (await farm.page<Row>('/farm/meetingMain/list?pageSize=1')).records[0];
    // The form holds the key as a hidden field filled from the chosen master.
    const added = (
      await clientSend(
        farm,
        'POST',
        `${api}/form/farm_meeting_attendees`,
        { name: '王参会', phone: '13912345678', attendType: '1', meetingId: meeting.id },
        admin,
      )
    ).json();
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });

    // handleExportXls of a part: exportXls/<code>?tabletype=3 with paramsStr of its query and exportSingleOnly.
    const paramsStr = JSON.stringify({ meetingId: meeting.id, tabletype: 3, exportSingleOnly: 1 });
    const exported = await farm.call(
      'GET',
      `${api}/exportXls/farm_meeting_attendees?tabletype=3&${clientQuery({ _t: CLIENT_T, paramsStr })}`,
      { headers: { 'tenant-id': '1' } },
    );
    const stored = await farm.get<Row[]>(`/farm/meetingMain/queryMeetingAttendeesByMainId?id=${meeting.id}`);
    expect(readSheet(exported.rawPayload).rows.length - 1).toBe(stored.result.length);

    const removed = await farm.call('DELETE', `${api}/form/farm_meeting_attendees/${added.result}?tabletype=3`, {
      headers: { 'tenant-id': '1' },
    });
    expect(removed.json().message).toBe(onlineMessages.deleteSucceeded);
  });
});

interface ReportAnswer {
  data: PageOf<Record<string, unknown>>;
  columns: { dataIndex: string; title: string; customRender?: string; fieldType?: string; isTotal?: string }[];
  cgreportHeadName: string;
  dictOptions: Record<string, unknown[]>;
  fieldHrefSlots: unknown[];
  isGroupTitle: boolean;
}

describe('the report page (OnlCgreportAutoList)', () => {
  it('answers the columns and a page of rows in getColumnsAndData', async () => {
    // loadData: the query form, the sort (none yet: dropped), the self_ parameters (empty: dropped), the page.
    const answer = await clientAnswer<ReportAnswer>(
      farm,
      `${reportApi}/getColumnsAndData/farm_order_stat`,
      { pageNo: 1, pageSize: 10 },
      admin,
    );
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result).toMatchObject({ cgreportHeadName: '订单统计', fieldHrefSlots: [], isGroupTitle: false });
    expect(answer.result.columns.map((column) => column.dataIndex)).toEqual([
      'province',
      'orderCount',
      'doneCount',
      'cancelledCount',
      'totalArea',
      'totalAmount',
    ]);
    const same = await farm.get<PageOf<Record<string, unknown>>>(
      `${reportApi}/getData/farm_order_stat?pageNo=1&pageSize=10`,
    );
    expect(answer.result.data).toEqual(same.result);
  });

  it("marks the columns the page sums into its 合计 line (isTotal '1'), counts as Long", async () => {
    const answer = await clientAnswer<ReportAnswer>(
      farm,
      `${reportApi}/getColumnsAndData/farm_order_stat`,
      { pageNo: 1, pageSize: 10 },
      admin,
    );
    const marks = Object.fromEntries(
      answer.result.columns.map((column) => [column.dataIndex, [column.isTotal, column.fieldType]]),
    );
    expect(marks).toEqual({
      province: ['0', 'String'],
      orderCount: ['1', 'Long'],
      doneCount: ['1', 'Long'],
      cancelledCount: ['1', 'Long'],
      totalArea: ['1', 'BigDecimal'],
      totalAmount: ['1', 'BigDecimal'],
    });
    const work = await clientAnswer<ReportAnswer>(
      farm,
      `${reportApi}/getColumnsAndData/farm_work_stat`,
      { pageNo: 1, pageSize: 10 },
      admin,
    );
    expect(work.result.columns.filter((column) => column.isTotal === '1').map((column) => column.dataIndex)).toEqual([
      'orderCount',
      'totalArea',
      'totalAmount',
    ]);
  });

  it("gives rows whose 合计, summed as the page sums them, are the orders' own totals", async () => {
    // loadData with isTotal columns: the first page comes whole and the page drops its last row,
    // then asks for pageSize - 1 (realPageSize); here one page holds every province.
    const answer = await clientAnswer<ReportAnswer>(
      farm,
      `${reportApi}/getColumnsAndData/farm_order_stat`,
      { pageNo: 1, pageSize: 99 },
      admin,
    );
    const summed = Object.fromEntries(
      answer.result.columns
        .filter((column) => column.isTotal === '1')
        .map((column) => {
          const sum = answer.result.data.records.reduce(
            (total, row) =>
              total +
              (row[column.dataIndex] != null && row[column.dataIndex] !== '' ? Number(row[column.dataIndex]) : 0),
            0,
          );
          return [column.dataIndex, column.fieldType === 'Long' ? Math.trunc(sum) : Number(sum.toFixed(2))];
        }),
    );
    const db = farm.server.app.db;
    const orders = await db
      .selectFrom('farm_order')
      .select(['status', 'workArea', 'amount'])
      .where('tenantId', '=', 1)
      .execute();
    expect(answer.result.data.total).toBeLessThan(99);
    expect(summed.orderCount).toBe(orders.length);
    expect(summed.doneCount).toBe(orders.filter((row) => row.status === '4').length);
    expect(summed.cancelledCount).toBe(orders.filter((row) => row.status === '5').length);
    expect(summed.totalArea).toBeCloseTo(
      orders.reduce((total, row) => total + Number(row.workArea ?? 0), 0),
      0,
    );
    expect(summed.totalAmount).toBeCloseTo(
      orders.reduce((total, row) => total + Number(row.amount ?? 0), 0),
      -1,
    );
  });

  it("takes the query form, a header sort, and the URL's parameters as self_ values with their string", async () => {
    const params = {
      province: '河南省',
      column: 'orderCount',
      order: 'asc',
      self_beginDate: '2024-01-01',
      pageNo: 1,
      pageSize: 10,
      onlRepUrlParamStr: 'beginDate=2024-01-01',
    };
    const answer = await clientAnswer<ReportAnswer>(
      farm,
      `${reportApi}/getColumnsAndData/farm_order_stat`,
      params,
      admin,
    );
    expect(answer.success, answer.message).toBe(true);
    const same = await farm.get<PageOf<Record<string, unknown>>>(
      `${reportApi}/getData/farm_order_stat?province=${encodeURIComponent('河南省')}&self_beginDate=2024-01-01&column=orderCount&order=asc`,
    );
    expect(answer.result.data.records).toEqual(same.result.records);
    expect(answer.result.data.records.every((row) => row.province === '河南省')).toBe(true);
  });

  it('exports every row the query matches (exportManySheetXls, and exportXls)', async () => {
    const all = (await farm.get<PageOf<Record<string, unknown>>>(`${reportApi}/getData/farm_work_stat?pageSize=1000`))
      .result;
    for (const name of ['exportManySheetXls', 'exportXls']) {
      // exportExcel: self_ copies of the URL's parameters and the query form; `force_id` of ticked rows (report rows have none).
      const response = await clientGet(farm, `${reportApi}/${name}/farm_work_stat`, { force_id: ',' }, admin);
      expect(response.statusCode, name).toBe(200);
      const { rows } = readSheet(response.rawPayload);
      expect(rows.length - 1, name).toBe(all.total);
      expect(rows[0]).toContain('农机类型');
    }
  });

  it("needs the report's button", async () => {
    const guest = { token: await farm.tokenOf('wujiu'), tenantId: 1 };
    expect(
      (await clientAnswer(farm, `${reportApi}/getColumnsAndData/farm_order_stat`, { pageNo: 1, pageSize: 10 }, guest))
        .code,
    ).toBe(510);
    expect((await clientGet(farm, `${reportApi}/exportManySheetXls/farm_order_stat`, {}, guest)).json().code).toBe(510);
  });
});
