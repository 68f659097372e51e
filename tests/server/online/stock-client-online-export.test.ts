import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmServer, type FarmServer, type PageOf } from './farm-support';
import { CLIENT_LIST_STATE, clientAnswer, clientGet, clientSend, type ClientCaller } from './stock-client';
import { readSheet } from './workbooks';

// Issue 26: the stock JeecgBoot Vue 2 client's online pages (@jeecg/antd-online-mini 3.4), their 导出:
// the list's (exportXlsOld) and a one-to-many master's with its parts. Each request is replayed as
// that client sends it (stock-client.ts).

let farm: FarmServer;
let admin: ClientCaller;
const api = '/online/cgform/api';

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

describe('导出 of an online list (exportXlsOld)', () => {
  it('answers an .xlsx of every row the list shows, not only its page', async () => {
    const response = await exportOld('farm_driver', { province: '河南省', ...CLIENT_LIST_STATE });
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
      (await exportOld('farm_driver', { ...CLIENT_LIST_STATE, selections: picked.join(',') })).rawPayload,
    ).rows;
    expect(selected.length - 1).toBe(3);

    const superQueryParams = encodeURIComponent(
      JSON.stringify([{ field: 'status', rule: 'eq', val: '4', type: 'list', dbType: 'string' }]),
    );
    const done = readSheet(
      (await exportOld('farm_order', { city: '郑州市', ...CLIENT_LIST_STATE, superQueryParams })).rawPayload,
    ).rows;
    expect(done.length - 1).toBe(
      (await farm.page(`/farm/order/list?city=${encodeURIComponent('郑州市')}&status=4`)).total,
    );
  });

  it('holds a caller to his tenant and data rules, and to the export button', async () => {
    const sunqi = { token: await farm.tokenOf('sunqi'), tenantId: 1 };
    const rows = readSheet(
      (await exportOld('farm_order', { ...CLIENT_LIST_STATE, status: '1' }, sunqi)).rawPayload,
    ).rows;
    const shown = await clientAnswer<PageOf<Row>>(
      farm,
      `${api}/getData/farm_order`,
      { status: '1', ...CLIENT_LIST_STATE },
      sunqi,
    );
    expect(rows.length - 1).toBe(shown.result.total);
    expect(shown.result.total).toBeLessThan((await farm.page('/farm/order/list?status=1')).total);
    const guest = await exportOld('farm_order', CLIENT_LIST_STATE, { token: await farm.tokenOf('wujiu'), tenantId: 1 });
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
      const paramsStr = JSON.stringify({ ...CLIENT_LIST_STATE, selections: `${full},${bare}` });
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
    const paramsStr = JSON.stringify({ ...CLIENT_LIST_STATE, selections: id, exportSingleOnly: 1 });
    const { rows } = readSheet(
      (await clientGet(farm, `${api}/exportXls/farm_meeting_main`, { paramsStr }, admin)).rawPayload,
    );
    expect(rows[0]).toEqual(masterTitles);
    expect(rows).toHaveLength(2);
  });
});
