import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages, validationMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { stockClient, type StockClient } from './stock-client';

// Issue 26, points 1 and 4: the stock client's user page (UserList + UserModal), request by
// request. Its validators wait on `/sys/duplicate/check` for the phone, e-mail, username and work
// number; an HTTP 400 there left them pending and `/sys/user/add` was never sent. Its edit sends
// back the whole record `/sys/user/list` gave it (orgCode, status, audit columns, texts).

let server: TestServer;
let admin: StockClient;

type Row = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  admin = stockClient(server, await server.login('admin'));
});
afterAll(() => server.close());

const stored = (id: string) =>
  server.app.db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** UserList's load: JeecgListMixin's parameters, with `field` built from its columns. */
async function listedUser(username: string): Promise<Row> {
  const answer = await admin.getAction<{ records: Row[] }>('/sys/user/list', {
    column: 'createTime',
    order: 'desc',
    field:
      'id,,,username,realname,avatar,sex_dictText,birthday,phone,orgCodeTxt,departIds_dictText,status_dictText,action',
    pageNo: '1',
    pageSize: '10',
    username,
  });
  expect(answer.success).toBe(true);
  const record = answer.result.records.find((row) => row.username === username);
  if (!record) throw new Error(`${username} is not listed`);
  return record;
}

/** UserModal.edit(record): the record plus the roles and departments it loads, departIds cleared for a plain user. */
async function editModel(record: Row): Promise<Row> {
  const model: Row = { selectedroles: '', selecteddeparts: '', ...record };
  const roles = await admin.getAction<string[]>('/sys/user/queryUserRole', { userid: String(record.id) });
  if (roles.success) model.selectedroles = roles.result.join(',');
  const departs = await admin.getAction<{ key: string }[]>('/sys/user/userDepartList', { userId: String(record.id) });
  if (departs.success) model.selecteddeparts = departs.result.map((depart) => depart.key).join(',');
  if (model.userIdentity !== 2) model.departIds = '';
  return model;
}

/** UserModal's validators, each a duplicateCheck with `dataId: this.userId` (absent for a new user). */
function duplicateCheck(fieldName: string, fieldVal: string, dataId?: string) {
  return admin.getAction('/sys/duplicate/check', {
    tableName: 'sys_user',
    fieldName,
    fieldVal,
    ...(dataId ? { dataId } : {}),
  });
}

describe("the user form's duplicate checks answer, so its validators settle", () => {
  it.each([
    ['phone', '13900000077'],
    ['email', 'newcomer@farm.example'],
    ['username', 'newcomer'],
    ['work_no', 'F0077'],
  ])('%s: a free value is available (HTTP 200, success)', async (fieldName, value) => {
    expect(await duplicateCheck(fieldName, value)).toMatchObject({
      success: true,
      code: 200,
      message: checkMessages.valueAvailable,
    });
  });

  it.each([
    ['phone', '13800000004'],
    ['email', 'lisi@farm.example'],
    ['username', 'lisi'],
    ['work_no', 'F0004'],
  ])("%s: another user's value is taken, the user's own is not (dataId)", async (fieldName, value) => {
    expect(await duplicateCheck(fieldName, value, 'user-admin')).toMatchObject({
      success: false,
      code: 500,
      message: checkMessages.valueTaken,
    });
    expect(await duplicateCheck(fieldName, value, 'user-lisi')).toMatchObject({ success: true });
  });

  it('keeps phone and e-mail to those who add or edit users: others get the refusal in the envelope', async () => {
    const guest = stockClient(server, await server.login('wujiu'));
    for (const fieldName of ['phone', 'email']) {
      const answer = await guest.getAction('/sys/duplicate/check', {
        tableName: 'sys_user',
        fieldName,
        fieldVal: '13800000004',
      });
      expect(answer).toMatchObject({ success: false, code: 500, message: checkMessages.unknownField(fieldName) });
    }
    expect(
      await guest.getAction('/sys/duplicate/check', { tableName: 'sys_user', fieldName: 'username', fieldVal: 'lisi' }),
    ).toMatchObject({ success: false, message: checkMessages.valueTaken });
  });
});

describe('PUT /sys/user/edit with the whole record the list gave', () => {
  it('saves what the form changed and ignores the rest: orgCode, status, audit columns, texts', async () => {
    const before = await stored('user-lisi');
    const record = await listedUser('lisi');
    expect(record).toMatchObject({
      orgCode: before.orgCode,
      createTime: before.createTime,
      status_dictText: expect.any(String),
      orgCodeTxt: expect.any(String),
    });
    const model = await editModel(record);
    server.clock.advance(60_000);
    const answer = await admin.putAction('/sys/user/edit', {
      ...model,
      realname: '李四（销售）',
      telephone: '0371-65432100',
    });
    expect(answer).toMatchObject({ success: true, code: 200 });
    const after = await stored('user-lisi');
    expect(after).toMatchObject({
      realname: '李四（销售）',
      telephone: '0371-65432100',
      orgCode: before.orgCode,
      status: before.status,
      delFlag: before.delFlag,
      createBy: before.createBy,
      createTime: before.createTime,
      password: before.password,
      salt: before.salt,
      updateBy: 'admin',
    });
    expect(after.updateTime).not.toBe(before.updateTime);
  });

  it('never takes server-owned values, even changed ones', async () => {
    const before = await stored('user-lisi');
    const model = await editModel(await listedUser('lisi'));
    const answer = await admin.putAction('/sys/user/edit', {
      ...model,
      orgCode: 'A01A06',
      status: 2,
      delFlag: 1,
      createBy: 'intruder',
      createTime: '2000-01-01 00:00:00',
      password: 'Harvest-2024-x',
      salt: 'x',
      tenantId: 2,
    });
    expect(answer.success).toBe(true);
    expect(await stored('user-lisi')).toMatchObject({
      orgCode: before.orgCode,
      status: before.status,
      delFlag: before.delFlag,
      createBy: before.createBy,
      createTime: before.createTime,
      password: before.password,
      salt: before.salt,
    });
  });

  it('still refuses a wrong value of a field it takes, in the envelope, and writes nothing', async () => {
    const before = await stored('user-lisi');
    const model = await editModel(await listedUser('lisi'));
    const answer = await admin.putAction('/sys/user/edit', { ...model, email: 'not an address' });
    expect(answer).toMatchObject({ success: false, code: 500, message: validationMessages.pattern('email') });
    expect(await stored('user-lisi')).toEqual(before);
  });

  it("refuses a phone another user has, as the form's check said", async () => {
    const model = await editModel(await listedUser('lisi'));
    expect((await admin.putAction('/sys/user/edit', { ...model, phone: '13800000003' })).success).toBe(false);
  });
});

describe('POST /sys/user/add as UserModal.add() builds it', () => {
  it("adds the user: the date picker's instant is the day chosen, unknown form fields are ignored", async () => {
    const checks = await Promise.all([
      duplicateCheck('username', 'harvester'),
      duplicateCheck('phone', '13900000088'),
      duplicateCheck('email', 'harvester@farm.example'),
      duplicateCheck('work_no', 'F0088'),
    ]);
    expect(checks.every((check) => check.success)).toBe(true);
    const model = {
      activitiSync: '1',
      userIdentity: 1,
      selectedroles: 'role-sales',
      selecteddeparts: 'dep-sales',
      username: 'harvester',
      password: 'Harvest#2024',
      confirmpassword: 'Harvest#2024',
      realname: '收割者',
      workNo: 'F0088',
      phone: '13900000088',
      email: 'harvester@farm.example',
      sex: 1,
      relTenantIds: '1',
      departIds: '',
      // 1 January 1990 picked in China: moment's JSON is the UTC instant of that local midnight.
      birthday: '1989-12-31T16:00:00.000Z',
    };
    expect(await admin.postAction('/sys/user/add', model)).toMatchObject({ success: true, code: 200 });
    const added = await server.app.db
      .selectFrom('sys_user')
      .selectAll()
      .where('username', '=', 'harvester')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      realname: '收割者',
      birthday: '1990-01-01',
      phone: '13900000088',
      createBy: 'admin',
      status: 1,
      delFlag: 0,
    });
    expect(await duplicateCheck('username', 'harvester')).toMatchObject({
      success: false,
      message: checkMessages.valueTaken,
    });
  });
});
