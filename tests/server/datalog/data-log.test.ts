import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../server/db';
import { systemMessages } from '../../../server/messages';
import { DATA_LOG_LIST } from '../../../server/modules/system/logs/data-log-routes';
import { farmServer, multipart, type FarmServer, type PageOf } from '../online/farm-support';
import { clientAnswer, clientSend, type ClientCaller } from '../online/stock-client';
import { workbook } from '../online/workbooks';

// Issue 26, point 5: JeecgBoot's data log. Every add and edit of a business row through a form
// (and every imported row) writes the row as it stands after it (sys_data_log: table, id, version, JSON, who, when,
// tenant); 数据日志 (system/DataLogList) lists it and compares two versions (DataLogModal,
// DataLogCompareModal). Each read below is the request that page sends.

interface LogEntry {
  id: string;
  dataTable: string;
  dataId: string;
  dataVersion: string;
  dataContent: string;
  createBy: string;
  createName: string;
  createTime: string;
  type: string;
}

let farm: FarmServer;
let admin: ClientCaller;
const api = '/online/cgform/api';

beforeAll(async () => {
  farm = await farmServer();
  admin = { token: farm.admin, tenantId: 1 };
});
afterAll(() => farm.close());

/** The list's field parameter: 'id,' and ',<dataIndex>' of each column (JeecgListMixin.getQueryField). */
const FIELD = 'id,,dataTable,dataId,dataVersion,dataContent,createBy';

/** DataLogList's list request: the query form, the default sort, the shown fields, the page. */
async function logList(query: Record<string, unknown>, caller: ClientCaller = admin) {
  return clientAnswer<PageOf<LogEntry>>(
    farm,
    '/sys/dataLog/list',
    { ...query, column: 'createTime', order: 'desc', field: FIELD, pageNo: 1, pageSize: 10 },
    caller,
  );
}

/** DataLogModal's versions of one row. */
async function versionsOf(dataTable: string, dataId: string, caller: ClientCaller = admin) {
  return clientAnswer<LogEntry[]>(farm, '/sys/dataLog/queryDataVerList', { dataTable, dataId }, caller);
}

/** DataLogCompareModal's two versions, by their log ids. */
async function compare(dataId1: string, dataId2: string, caller: ClientCaller = admin) {
  return clientAnswer<LogEntry[]>(farm, '/sys/dataLog/queryCompareList', { dataId1, dataId2 }, caller);
}

async function addDriver(realname: string, phone: string, caller: ClientCaller = admin): Promise<string> {
  const answer = (
    await clientSend(
      farm,
      'POST',
      `${api}/form/farm_driver`,
      { realname, phone, licenseNo: 'A1', province: '河南省', city: '郑州市', status: '1' },
      caller,
    )
  ).json();
  expect(answer.success, answer.message).toBe(true);
  return String(answer.result);
}

async function editDriver(id: string, changes: Record<string, unknown>, caller: ClientCaller = admin): Promise<void> {
  const stored = (await clientAnswer<Record<string, unknown>>(farm, `${api}/form/farm_driver/${id}`, {}, caller))
    .result;
  const answer = (await clientSend(farm, 'PUT', `${api}/form/farm_driver`, { ...stored, ...changes }, caller)).json();
  expect(answer.success, answer.message).toBe(true);
}

describe('writing the data log', () => {
  it('keeps each add and edit of a form row as its next version, with who wrote it', async () => {
    const id = await addDriver('日志机手', '13911110001');
    await editDriver(id, { status: '3', remark: '第二版' });
    const page = await logList({ dataTable: 'farm_driver', dataId: id });
    expect(page.success, page.message).toBe(true);
    expect(page.result.total).toBe(2);
    // Both writes fall in the same second of the test clock: the versions tell them apart.
    const [first, second] = [...page.result.records].sort((a, b) => Number(a.dataVersion) - Number(b.dataVersion));
    expect(first).toMatchObject({
      dataTable: 'farm_driver',
      dataId: id,
      dataVersion: '1',
      createBy: 'admin',
      createName: '管理员',
      type: 'json',
    });
    expect(second.dataVersion).toBe('2');
    expect(JSON.parse(first.dataContent)).toMatchObject({
      id,
      realname: '日志机手',
      status: '1',
      remark: null,
      tenantId: 1,
    });
    expect(JSON.parse(second.dataContent)).toMatchObject({ id, status: '3', remark: '第二版', updateBy: 'admin' });
  });

  it('logs the parts saved with their master, and an order moved along its flow', async () => {
    const meeting = (await farm.page<{ id: string }>('/farm/meetingMain/list?pageSize=1')).records[0];
    const attendees = (
      await farm.get<Record<string, unknown>[]>(`/farm/meetingMain/queryMeetingAttendeesByMainId?id=${meeting.id}`)
    ).result;
    const stored = (await farm.get<Record<string, unknown>>(`/farm/meetingMain/queryById?id=${meeting.id}`)).result;
    const saved = (
      await clientSend(
        farm,
        'PUT',
        '/farm/meetingMain/edit',
        {
          ...stored,
          host: '日志主持',
          meetingAttendeesList: [...attendees, { name: '新增参会', phone: '13911110002', attendType: '1' }],
        },
        admin,
      )
    ).json();
    expect(saved.success, saved.message).toBe(true);
    expect((await logList({ dataTable: 'farm_meeting_main', dataId: meeting.id })).result.total).toBe(1);
    const parts = (await logList({ dataTable: 'farm_meeting_attendees' })).result;
    expect(parts.total).toBe(attendees.length + 1);

    const booked = (await farm.page<{ id: string }>('/farm/order/list?status=1&pageSize=1')).records[0];
    expect(
      (
        await clientSend(
          farm,
          'PUT',
          '/farm/order/transition',
          { id: booked.id, action: 'cancel', cancelReason: '日志' },
          admin,
        )
      ).json().success,
    ).toBe(true);
    const [version] = (await versionsOf('farm_order', booked.id)).result;
    expect(JSON.parse(version.dataContent)).toMatchObject({ status: '5', cancelReason: '日志' });
  });

  it('logs each imported row as its first version', async () => {
    const body = multipart([
      {
        name: 'drivers.xlsx',
        data: workbook([
          ['姓名', '联系电话', '驾驶证号', '省份', '城市', '状态'],
          ['导入日志机手', '13911110007', 'C1', '河南省', '郑州市', '空闲'],
        ]),
      },
    ]);
    const imported = (
      await farm.call('POST', `${api}/importXls/farm_driver`, {
        payload: body.payload,
        headers: { ...body.headers, 'tenant-id': '1' },
      })
    ).json();
    expect(imported.success, imported.message).toBe(true);
    const [driver] = (await farm.page<{ id: string }>(`/farm/driver/list?phone=13911110007`)).records;
    const [version] = (await versionsOf('farm_driver', driver.id)).result;
    expect(version).toMatchObject({ dataVersion: '1', createBy: 'admin' });
    expect(JSON.parse(version.dataContent)).toMatchObject({ realname: '导入日志机手', status: '1' });
  });

  it('logs nothing for a refused write', async () => {
    const id = await addDriver('拒绝机手', '13911110003');
    const refused = (
      await clientSend(farm, 'PUT', `${api}/form/farm_driver`, { id, phone: 'not a phone' }, admin)
    ).json();
    expect(refused.success).toBe(false);
    expect((await logList({ dataTable: 'farm_driver', dataId: id })).result.total).toBe(1);
  });
});

describe('the 数据日志 page', () => {
  it('lists the versions of one row, newest first, for the compare dialog', async () => {
    const id = await addDriver('版本机手', '13911110004');
    await editDriver(id, { status: '2' });
    await editDriver(id, { status: '3' });
    const versions = await versionsOf('farm_driver', id);
    expect(versions.success, versions.message).toBe(true);
    expect(versions.result.map((entry) => entry.dataVersion)).toEqual(['3', '2', '1']);
    const none = await versionsOf('farm_driver', 'no-such-row');
    expect(none).toMatchObject({ success: false, message: systemMessages.noDataVersions });
  });

  it('compares two versions by their log ids, in the order asked, field by field', async () => {
    const id = await addDriver('比较机手', '13911110005');
    await editDriver(id, { status: '2', drivingYears: 7 });
    const [newer, older] = (await versionsOf('farm_driver', id)).result;
    const answer = await compare(older.id, newer.id);
    expect(answer.success, answer.message).toBe(true);
    expect(answer.result.map((entry) => entry.dataVersion)).toEqual(['1', '2']);
    const [before, after] = answer.result.map((entry) => JSON.parse(entry.dataContent) as Record<string, unknown>);
    const changed = Object.keys(before).filter((key) => before[key] !== after[key]);
    expect(changed.sort()).toEqual(['drivingYears', 'status', 'updateBy', 'updateTime'].sort());
    expect((await compare(older.id, 'no-such-log')).message).toBe(systemMessages.dataLogNotFound);
  });

  it('filters by table and id with the list conventions', async () => {
    const everything = (await logList({})).result.total;
    const drivers = (await logList({ dataTable: 'farm_driver' })).result;
    expect(drivers.total).toBeGreaterThan(0);
    expect(drivers.total).toBeLessThan(everything);
    for (const entry of drivers.records) expect(entry.dataTable).toBe('farm_driver');
    const liked = (await logList({ dataTable: 'farm_meeting*' })).result.records;
    for (const entry of liked) expect(entry.dataTable.startsWith('farm_meeting')).toBe(true);
  });
});

describe('who reads the data log', () => {
  it('keeps each tenant its own log', async () => {
    const secondTenant = { token: farm.admin, tenantId: 2 };
    const theirs = await addDriver('二号租户机手', '13911110006', secondTenant);
    expect((await logList({ dataId: theirs }, secondTenant)).result.total).toBe(1);
    expect((await logList({ dataId: theirs })).result.total).toBe(0);
    const [entry] = (await versionsOf('farm_driver', theirs, secondTenant)).result;
    expect((await versionsOf('farm_driver', theirs)).success).toBe(false);
    expect((await compare(entry.id, entry.id)).success).toBe(false);
  });

  it("needs the page's button", async () => {
    const sales = { token: await farm.tokenOf('lisi'), tenantId: 1 };
    expect((await logList({}, sales)).code).toBe(510);
    expect((await versionsOf('farm_order', 'x', sales)).code).toBe(510);
  });

  it('shows a caller under data rules the versions of the rows his lists show only', async () => {
    // The branch managers get the page's button; their order rule shows their department's orders.
    const db = farm.server.app.db;
    const button = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', DATA_LOG_LIST)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role_permission')
      .values({ id: newId(), roleId: 'role-branch', permissionId: button.id, dataRuleIds: null })
      .execute();
    const sunqi = { token: await farm.tokenOf('sunqi'), tenantId: 1 };
    const own = (
      await clientAnswer<PageOf<{ id: string }>>(
        farm,
        `${api}/getData/farm_order`,
        { column: 'id', order: 'desc', pageNo: 1, pageSize: 1 },
        sunqi,
      )
    ).result.records[0];
    const others = (
      await farm.page<{ id: string; sysOrgCode: string }>('/farm/order/list?sysOrgCode=A01A02&pageSize=1')
    ).records[0];
    for (const order of [own, others]) {
      const stored = (await farm.get<Record<string, unknown>>(`${api}/form/farm_order/${order.id}`)).result;
      expect(
        (await clientSend(farm, 'PUT', `${api}/form/farm_order`, { ...stored, remark: '规则日志' }, admin)).json()
          .success,
      ).toBe(true);
    }
    const seen = (await logList({ dataTable: 'farm_order' }, sunqi)).result.records.map((entry) => entry.dataId);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(others.id);
    expect((await versionsOf('farm_order', others.id, sunqi)).message).toBe(systemMessages.noDataVersions);
    // Tables whose list he cannot open (the IoT pages) are not his to read either.
    const reading = (await farm.page<Record<string, unknown>>('/farm/deviceData/list?pageSize=1')).records[0];
    expect(
      (await clientSend(farm, 'PUT', `${api}/form/farm_device_data`, { ...reading, remark: '校准' }, admin)).json()
        .success,
    ).toBe(true);
    expect((await logList({ dataTable: 'farm_device_data' })).result.total).toBe(1);
    expect((await logList({ dataTable: 'farm_device_data' }, sunqi)).result.total).toBe(0);
  });
});
