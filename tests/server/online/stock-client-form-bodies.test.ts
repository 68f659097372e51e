import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { farmServer, type Answer, type FarmServer } from './farm-support';
import { clientAnswer, clientSend, type ClientCaller } from './stock-client';

// Issue 26: the stock JeecgBoot Vue 2 client's online form (@jeecg/antd-online-mini 3.4,
// OnlCgformAutoModal) saves through `/online/cgform/api/form/{code}` (postAction on add, putAction
// on edit) with the whole record it holds: on edit the record it read, dictionary texts, audit
// columns, tenant and department included; a copied row keeps them on add too. JeecgBoot binds
// the fields it knows and leaves the others: so does our server, and what the server owns stays
// the server's.

let farm: FarmServer;
let admin: ClientCaller;
const api = '/online/cgform/api';

type Row = Record<string, unknown>;

/** Keys the record carries that no form sets: the server's own, in both spellings the client may hold. */
const forgedServerKeys = {
  id: 'forged-id-0001',
  tenantId: 2,
  tenant_id: 2,
  createBy: 'intruder',
  create_by: 'intruder',
  createTime: '2001-01-01 00:00:00',
  create_time: '2001-01-01 00:00:00',
  updateBy: 'intruder',
  update_time: '2001-01-01 00:00:00',
  delFlag: 1,
  del_flag: 1,
  sysOrgCode: 'Z99',
  sys_org_code: 'Z99',
};

const order = (overrides: Row = {}): Row => ({
  farmerName: '整单农户',
  farmerPhone: '13911112222',
  province: '河南省',
  city: '郑州市',
  county: '中牟县',
  machineType: '2',
  workType: '1',
  workArea: 30,
  unitPrice: 40,
  amount: 1200,
  orderDate: '2024-09-20',
  status: '1',
  ...overrides,
});

async function stored(code: string, id: string): Promise<Row> {
  const answer = await clientAnswer<Row>(farm, `${api}/form/${code}/${id}`, {}, admin);
  expect(answer.success, answer.message).toBe(true);
  return answer.result;
}

async function save(method: 'POST' | 'PUT', code: string, body: Row): Promise<Answer<string>> {
  const response = await clientSend(farm, method, `${api}/form/${code}`, body, admin);
  expect(response.statusCode).toBe(200);
  return response.json<Answer<string>>();
}

beforeAll(async () => {
  farm = await farmServer();
  admin = { token: farm.admin, tenantId: 1 };
});
afterAll(() => farm.close());

describe('an online form added with a whole record', () => {
  it('keeps the form fields and leaves the id, audit columns, tenant, department, texts and generated number to the server', async () => {
    const sent = {
      ...order({ farmerName: '整单新增' }),
      ...forgedServerKeys,
      orderNo: 'DD-FORGED',
      order_no: 'DD-FORGED',
      dispatchTime: '2001-01-01 00:00:00',
      status_dictText: '已完工',
      machineType_dictText: '拖拉机',
      driverId_dictText: '某机手',
      password: 'not-a-column',
    };
    const added = await save('POST', 'farm_order', sent);
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    expect(added.result).not.toBe(forgedServerKeys.id);

    const row = await stored('farm_order', added.result);
    expect(row).toMatchObject({
      farmerName: '整单新增',
      status: '1',
      createBy: 'admin',
      tenantId: 1,
      status_dictText: '待接单',
    });
    expect(row.orderNo).toMatch(/^DD\d+$/);
    expect(row.createTime).not.toBe(forgedServerKeys.createTime);
    expect(row.sysOrgCode).not.toBe('Z99');
    expect(row.dispatchTime ?? null).toBeNull();
    expect(row).not.toHaveProperty('password');
    expect((await clientAnswer<Row>(farm, `${api}/form/farm_order/${forgedServerKeys.id}`, {}, admin)).success).toBe(
      false,
    );
    const inOtherTenant = await clientAnswer<Row>(
      farm,
      `${api}/form/farm_order/${added.result}`,
      {},
      { ...admin, tenantId: 2 },
    );
    expect(inOtherTenant.success).toBe(false);
  });
});

describe('an online form edited with the record it read', () => {
  it('changes the fields the form changed and nothing the server owns', async () => {
    const id = (await save('POST', 'farm_order', order({ farmerName: '整单编辑前' }))).result;
    const before = await stored('farm_order', id);
    const sent = {
      ...before,
      farmerName: '整单编辑后',
      workArea: 45,
      ...forgedServerKeys,
      id,
      orderNo: 'DD-FORGED',
      startTime: '2001-01-01 00:00:00',
      farmerName_dictText: 'x',
      unknown_column: 'y',
    };
    const edited = await save('PUT', 'farm_order', sent);
    expect(edited).toMatchObject({ success: true, message: onlineMessages.editSucceeded });

    const after = await stored('farm_order', id);
    expect(after).toMatchObject({
      farmerName: '整单编辑后',
      workArea: 45,
      orderNo: before.orderNo,
      createBy: before.createBy,
      createTime: before.createTime,
      tenantId: 1,
      sysOrgCode: before.sysOrgCode,
      updateBy: 'admin',
    });
    expect(after.startTime ?? null).toBeNull();
    expect(after).not.toHaveProperty('unknown_column');
  });

  it('saves a master with its parts when every row carries the record it was read as', async () => {
    const meeting = {
      title: '整单会议',
      meetingType: '1',
      organizer: '农机服务中心',
      startTime: '2024-09-20 09:00:00',
      endTime: '2024-09-20 17:00:00',
      location: '郑州',
      status: '1',
    };
    const attendee = {
      name: '整单参会',
      phone: '13900003333',
      attendType: '1',
      ...forgedServerKeys,
      id: undefined,
      meetingId: 'forged-master',
      meetingId_dictText: '别的会议',
      attendType_dictText: '列席',
    };
    const added = await save('POST', 'farm_meeting_main', {
      ...meeting,
      ...forgedServerKeys,
      meetingAttendeesList: [attendee],
    });
    expect(added.success, added.message).toBe(true);
    const parts = await clientAnswer<Row[]>(
      farm,
      '/farm/meetingMain/queryMeetingAttendeesByMainId',
      { id: added.result },
      admin,
    );
    expect(parts.result).toHaveLength(1);
    expect(parts.result[0]).toMatchObject({
      name: '整单参会',
      meetingId: added.result,
      createBy: 'admin',
      tenantId: 1,
    });

    const master = await stored('farm_meeting_main', added.result);
    const resent = await save('PUT', 'farm_meeting_main', {
      ...master,
      ...forgedServerKeys,
      id: added.result,
      title: '整单会议改',
      meetingAttendeesList: [{ ...parts.result[0], ...forgedServerKeys, id: parts.result[0].id, phone: '13900004444' }],
    });
    expect(resent.success, resent.message).toBe(true);
    const partsAfter = await clientAnswer<Row[]>(
      farm,
      '/farm/meetingMain/queryMeetingAttendeesByMainId',
      { id: added.result },
      admin,
    );
    expect(partsAfter.result).toEqual([
      expect.objectContaining({
        id: parts.result[0].id,
        phone: '13900004444',
        createBy: 'admin',
        createTime: parts.result[0].createTime,
        tenantId: 1,
      }),
    ]);
    expect(await stored('farm_meeting_main', added.result)).toMatchObject({
      title: '整单会议改',
      createBy: 'admin',
      createTime: master.createTime,
      tenantId: 1,
    });
  });

  it('still checks the values of the fields the form sets', async () => {
    const id = (await save('POST', 'farm_order', order())).result;
    const refused = await save('PUT', 'farm_order', {
      ...(await stored('farm_order', id)),
      farmerPhone: '12345',
      tenantId: 2,
    });
    expect(refused).toMatchObject({ success: false });
    expect(refused.message).toContain('请输入正确手机号');
  });
});
