import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { farmServer, type FarmServer, type PageOf } from './farm-support';
import { CLIENT_T, clientAnswer, clientGet, clientQuery, clientSend, type ClientCaller } from './stock-client';
import { readSheet } from './workbooks';

// Issue 26: the stock JeecgBoot Vue 2 client's online pages (@jeecg/antd-online-mini 3.4): the
// list's 导出 (exportXlsOld), the ERP list (getErpColumns, getErpFormItem and the calls of its
// tables) and the report page (getColumnsAndData, exportManySheetXls). Each request is replayed as
// that client sends it.

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

/**
 * 导出 of the online list (`handleExportXls(true)`): downFile of exportXlsOld with one parameter,
 * `paramsStr`, the JSON of the list's query (the query form, the sort, the page, the advanced
 * query's match and, when rows are ticked, `selections`), empty values dropped.
 */
async function exportOld(code: string, listQuery: Record<string, unknown>, caller: ClientCaller = admin) {
  const paramsStr = JSON.stringify(
    Object.fromEntries(
      Object.entries(listQuery).filter(([, value]) => value !== '' && value !== null && value !== undefined),
    ),
  );
  return clientGet(farm, `${api}/exportXlsOld/${code}`, { paramsStr }, caller);
}

const listState = { column: 'id', order: 'desc', pageNo: 1, pageSize: 10, superQueryMatchType: 'and' };

describe('导出 of an online list (exportXlsOld)', () => {
  it('answers an .xlsx of every row the list shows, not only its page', async () => {
    const response = await exportOld('farm_driver', { province: '河南省', ...listState });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const { rows } = readSheet(response.rawPayload);
    expect(rows[0]).toContain('姓名');
    const total = (await farm.page(`/farm/driver/list?province=${encodeURIComponent('河南省')}`)).total;
    expect(total).toBeGreaterThan(10);
    expect(rows.length - 1).toBe(total);
  });

  it('narrows to the ticked rows (selections) and to the advanced query', async () => {
    const picked = (await farm.page<Row>('/farm/driver/list?pageSize=3')).records.map((row) => row.id);
    const selected = readSheet(
      (await exportOld('farm_driver', { ...listState, selections: picked.join(',') })).rawPayload,
    ).rows;
    expect(selected.length - 1).toBe(3);

    const superQueryParams = encodeURIComponent(
      JSON.stringify([{ field: 'status', rule: 'eq', val: '4', type: 'list', dbType: 'string' }]),
    );
    const done = readSheet(
      (await exportOld('farm_order', { city: '郑州市', ...listState, superQueryParams })).rawPayload,
    ).rows;
    expect(done.length - 1).toBe(
      (await farm.page(`/farm/order/list?city=${encodeURIComponent('郑州市')}&status=4`)).total,
    );
  });

  it('holds a caller to his tenant and data rules, and to the export button', async () => {
    const sunqi = { token: await farm.tokenOf('sunqi'), tenantId: 1 };
    const rows = readSheet((await exportOld('farm_order', { ...listState, status: '1' }, sunqi)).rawPayload).rows;
    const shown = await clientAnswer<PageOf<Row>>(
      farm,
      `${api}/getData/farm_order`,
      { status: '1', ...listState },
      sunqi,
    );
    expect(rows.length - 1).toBe(shown.result.total);
    expect(shown.result.total).toBeLessThan((await farm.page('/farm/order/list?status=1')).total);
    const guest = await exportOld('farm_order', listState, { token: await farm.tokenOf('wujiu'), tenantId: 1 });
    expect(guest.json().code).toBe(510);
  });
});

describe('导出 of a one-to-many master (the meeting with its parts)', () => {
  const meetingBody = (title: string) => ({
    title,
    meetingType: '1',
    organizer: '农机服务中心',
    startTime: '2024-09-20 09:00:00',
    endTime: '2024-09-20 17:00:00',
    location: '郑州',
    status: '1',
  });
  const attendee = (name: string) => ({ name, unit: '合作社', phone: '13900005555', attendType: '1' });
  const masterTitles = [
    '会议名称',
    '会议类型',
    '主办单位',
    '主持人',
    '开始时间',
    '结束时间',
    '会议地点',
    '参会人数',
    '会议状态',
    '会议内容',
  ];

  async function addMeeting(body: Record<string, unknown>): Promise<string> {
    const answer = (await clientSend(farm, 'POST', `${api}/form/farm_meeting_main`, body, admin)).json();
    expect(answer.success, answer.message).toBe(true);
    return String(answer.result);
  }

  it('puts each kind of part beside the master in the same sheet, one line per part row, the master merged down its lines', async () => {
    const full = await addMeeting({
      ...meetingBody('导出整会'),
      meetingAttendeesList: ['甲', '乙', '丙'].map(attendee),
      meetingCarList: [{ plateNo: '豫A12345', driverName: '司机甲', driverPhone: '13900006666' }],
    });
    const bare = await addMeeting(meetingBody('导出空会'));
    const attendees = (
      await clientAnswer<Row[]>(farm, '/farm/meetingMain/queryMeetingAttendeesByMainId', { id: full }, admin)
    ).result;

    for (const url of ['exportXlsOld', 'exportXls']) {
      const paramsStr = JSON.stringify({ ...listState, selections: `${full},${bare}` });
      const response = await clientGet(farm, `${api}/${url}/farm_meeting_main`, { paramsStr }, admin);
      expect(response.statusCode, url).toBe(200);
      const { rows, sheet } = readSheet(response.rawPayload);
      const merges = sheet['!merges'] ?? [];

      // Two header rows: the master's titles span both; each part's title spans its columns above their titles.
      expect(rows[0].slice(0, 10)).toEqual(masterTitles);
      expect(rows[1].slice(0, 10)).toEqual(masterTitles.map(() => ''));
      masterTitles.forEach((_, c) => {
        expect(merges).toContainEqual({ s: { r: 0, c }, e: { r: 1, c } });
      });
      const attendeesAt = rows[0].indexOf('参会人员');
      const carAt = rows[0].indexOf('会议用车');
      expect(attendeesAt).toBe(10);
      expect(rows[1].slice(attendeesAt, attendeesAt + 7)).toEqual([
        '姓名',
        '单位',
        '职务',
        '联系电话',
        '参会类型',
        '是否签到',
        '备注',
      ]);
      expect(merges).toContainEqual({ s: { r: 0, c: attendeesAt }, e: { r: 0, c: attendeesAt + 6 } });
      expect(rows[1][carAt]).toBe('车牌号');
      expect(rows[1]).not.toContain('所属会议');

      // The full meeting takes three lines (its three attendees), its car on the first.
      const start = rows.findIndex((row) => row[0] === '导出整会');
      expect(rows.slice(start, start + 3).map((row) => row[attendeesAt])).toEqual(['甲', '乙', '丙']);
      expect(rows[start][attendeesAt + 4]).toBe(attendees[0].attendType_dictText);
      expect(rows[start + 1][0]).toBe('');
      expect(rows[start][carAt]).toBe('豫A12345');
      expect(rows[start + 1][carAt]).toBe('');
      masterTitles.forEach((_, c) => {
        expect(merges).toContainEqual({ s: { r: start, c }, e: { r: start + 2, c } });
      });
      // A meeting without parts: one line, the part columns empty.
      const bareLine = rows.findIndex((row) => row[0] === '导出空会');
      expect(rows[bareLine].slice(10).every((cell) => cell === '')).toBe(true);
      expect(rows).toHaveLength(2 + 3 + 1);
    }
  });

  it("exports the table alone when the client asks for it (exportSingleOnly, the ERP list's part tabs)", async () => {
    const id = await addMeeting({ ...meetingBody('单表导出'), meetingAttendeesList: [attendee('丁'), attendee('戊')] });
    const paramsStr = JSON.stringify({ ...listState, selections: id, exportSingleOnly: 1 });
    const { rows } = readSheet(
      (await clientGet(farm, `${api}/exportXls/farm_meeting_main`, { paramsStr }, admin)).rawPayload,
    );
    expect(rows[0]).toEqual(masterTitles);
    expect(rows).toHaveLength(2);
  });
});

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
      { ...listState, pageSize: 5 },
      admin,
    );
    expect(masters.result.records).toHaveLength(5);
    const meeting = masters.result.records[0];
    // initDependQueryParam: the query holds the master's id under the part's field, and tabletype=3.
    const parts = await clientAnswer<PageOf<Row>>(
      farm,
      `${api}/getData/farm_meeting_attendees`,
      { meetingId: meeting.id, tabletype: 3, ...listState },
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
