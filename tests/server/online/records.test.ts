import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { httpMessages, onlineMessages } from '../../../server/messages';
import { farmServer, type Answer, type FarmServer } from './farm-support';

let farm: FarmServer;
let cooperativeId = '';

const driver = (overrides: Record<string, unknown> = {}) => ({
  realname: '测试机手',
  sex: 1,
  phone: '13912345678',
  licenseNo: '230100000001',
  licenseType: 'K1',
  machineTypes: '2,7',
  drivingYears: 8,
  cooperativeId,
  province: '黑龙江省',
  city: '哈尔滨市',
  status: '1',
  ...overrides,
});

async function add(path: string, body: unknown, token?: string): Promise<Answer<string>> {
  return (await farm.call('POST', `/farm/${path}/add`, { payload: body as object, token })).json();
}

beforeAll(async () => {
  farm = await farmServer();
  cooperativeId = String((await farm.page('/farm/cooperative/list?pageSize=1')).records[0].id);
});
afterAll(() => farm.close());

describe('adding a record', () => {
  it('stores the declared fields with the audit columns and answers the new id', async () => {
    const added = await add('driver', driver());
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    const stored = await farm.get<Record<string, unknown>>(`/farm/driver/queryById?id=${added.result}`);
    expect(stored.result).toMatchObject({
      id: added.result,
      realname: '测试机手',
      sex: 1,
      machineTypes: '2,7',
      createBy: 'admin',
      createTime: formatDateTime(farm.server.clock.now),
      sex_dictText: '男',
      machineTypes_dictText: '联合收割机,旋耕机',
      status_dictText: '空闲',
    });
    expect(String(stored.result.cooperativeId_dictText)).toMatch(/合作社$/);
  });

  it('says every reason a form is refused for: required fields, patterns, limits, dictionaries, references', async () => {
    const missing = await add('driver', { realname: '缺字段' });
    expect(missing.success).toBe(false);
    for (const title of ['联系电话', '驾驶证号', '省份', '城市', '状态'])
      expect(missing.message).toContain(onlineMessages.required(title));

    const wrong = await add(
      'driver',
      driver({ phone: '12345', drivingYears: 99, status: '9', cooperativeId: 'no-such-cooperative' }),
    );
    expect(wrong.message).toContain('请输入正确手机号');
    expect(wrong.message).toContain(onlineMessages.aboveMaximum('驾龄(年)', 60));
    expect(wrong.message).toContain(onlineMessages.unknownReference('所属合作社', 'no-such-cooperative'));
    const badStatus = await add('driver', driver({ phone: '13900000009', status: '9' }));
    expect(badStatus.message).toBe(onlineMessages.notInDictionary('状态', '9'));
  });

  it('ignores fields that are not declared and never writes them, as JeecgBoot binds only what it knows', async () => {
    const answer = await add(
      'driver',
      driver({ phone: '13900000010', password: 'x', __injected: 1, create_by: 'intruder', tenant_id: 2 }),
    );
    expect(answer).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    const stored = (await farm.get<Record<string, unknown>>(`/farm/driver/queryById?id=${answer.result}`)).result;
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('__injected');
    expect(stored).toMatchObject({ createBy: 'admin' });
  });

  it('refuses a value a unique field already holds', async () => {
    await add('driver', driver({ phone: '13900000011' }));
    const again = await add('driver', driver({ phone: '13900000011' }));
    expect(again.message).toBe(onlineMessages.duplicate('联系电话', '13900000011'));
  });

  it('stores hostile text as text', async () => {
    const hostile = "'); drop table farm_driver; --";
    const added = await add('driver', driver({ phone: '13900000012', realname: hostile.slice(0, 50) }));
    const stored = await farm.get<{ realname: string }>(`/farm/driver/queryById?id=${added.result}`);
    expect(stored.result.realname).toBe(hostile);
    expect((await farm.page('/farm/driver/list')).total).toBe(await farm.countIn('farm_driver'));
    expect(await farm.countIn('farm_driver')).toBeGreaterThan(50);
  });
});

describe('editing a record', () => {
  it('changes the fields the body names, records who and when, and ignores what the server owns', async () => {
    const id = (await add('driver', driver({ phone: '13900000020' }))).result;
    const stored = (await farm.get<Record<string, unknown>>(`/farm/driver/queryById?id=${id}`)).result;
    farm.server.clock.advance(60_000);
    const edited = await farm.call('PUT', '/farm/driver/edit', {
      payload: { ...stored, drivingYears: 9, status: '3' },
    });
    expect(edited.json()).toMatchObject({ success: true, message: onlineMessages.editSucceeded });
    const after = (await farm.get<Record<string, unknown>>(`/farm/driver/queryById?id=${id}`)).result;
    expect(after).toMatchObject({
      drivingYears: 9,
      status: '3',
      realname: '测试机手',
      updateBy: 'admin',
      updateTime: formatDateTime(farm.server.clock.now),
      createTime: stored.createTime,
    });
  });

  it('refuses an unknown id and an emptied required field', async () => {
    expect((await farm.call('PUT', '/farm/driver/edit', { payload: { id: 'nope', status: '1' } })).json().message).toBe(
      onlineMessages.notFound,
    );
    const id = (await add('driver', driver({ phone: '13900000021' }))).result;
    const emptied = await farm.call('POST', '/farm/driver/edit', { payload: { id, realname: '' } });
    expect(emptied.json().message).toBe(onlineMessages.required('姓名'));
  });
});

describe('deleting records', () => {
  it('deletes one by id and several by ids, and says when there was nothing to delete', async () => {
    const ids = [];
    for (const phone of ['13900000030', '13900000031', '13900000032'])
      ids.push((await add('driver', driver({ phone }))).result);
    expect((await farm.call('DELETE', `/farm/driver/delete?id=${ids[0]}`)).json()).toMatchObject({
      success: true,
      message: onlineMessages.deleteSucceeded,
    });
    expect((await farm.call('DELETE', `/farm/driver/deleteBatch?ids=${ids[1]},${ids[2]}`)).json()).toMatchObject({
      success: true,
      message: onlineMessages.batchDeleteSucceeded,
    });
    expect((await farm.get(`/farm/driver/queryById?id=${ids[1]}`)).message).toBe(onlineMessages.notFound);
    expect((await farm.call('DELETE', `/farm/driver/delete?id=${ids[0]}`)).json().message).toBe(
      onlineMessages.notFound,
    );
  });

  it('deletes one record per delete: several ids need the batch delete (and its button)', async () => {
    const ids = [];
    for (const phone of ['13900000033', '13900000034']) ids.push((await add('driver', driver({ phone }))).result);
    expect((await farm.call('DELETE', `/farm/driver/delete?id=${ids.join(',')}`)).json().message).toBe(
      onlineMessages.oneIdOnly,
    );
    expect((await farm.get(`/farm/driver/queryById?id=${ids[0]}`)).success).toBe(true);
  });

  it('deletes the parts of a meeting with it', async () => {
    const meeting = (await farm.page('/farm/meetingMain/list?pageSize=1')).records[0];
    const before = await farm.page(`/farm/meetingAttendees/list?meetingId=${meeting.id}`);
    expect(before.total).toBeGreaterThan(0);
    await farm.call('DELETE', `/farm/meetingMain/delete?id=${meeting.id}`);
    expect((await farm.page(`/farm/meetingAttendees/list?meetingId=${meeting.id}`)).total).toBe(0);
    expect((await farm.page(`/farm/meetingRepast/list?meetingId=${meeting.id}`)).total).toBe(0);
  });
});

describe('button permissions guard every route', () => {
  it('lets a role do what its buttons grant and refuses the rest with code 510, changing nothing', async () => {
    const sales = await farm.tokenOf('lisi');
    const order = (await farm.page('/farm/order/list?pageSize=1')).records[0];
    expect((await farm.get('/farm/order/list?pageSize=1', sales)).success).toBe(true);
    const refused = await farm.call('DELETE', `/farm/order/delete?id=${order.id}`, { token: sales });
    expect(refused.json()).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
    expect((await farm.get(`/farm/order/queryById?id=${order.id}`)).success).toBe(true);
  });

  it('refuses a role without the page, and a caller without a token', async () => {
    const guest = await farm.tokenOf('wujiu');
    expect((await farm.call('GET', '/farm/order/list', { token: guest })).json().code).toBe(510);
    expect(
      (await farm.call('POST', '/farm/driver/add', { token: guest, payload: driver({ phone: '13900000040' }) })).json()
        .code,
    ).toBe(510);
    const anonymous = await farm.server.app.inject({ method: 'GET', url: '/farm-machine/farm/order/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});
