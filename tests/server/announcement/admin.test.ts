import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages, httpMessages, validationMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { bellOf, deliveries, ids, markRead } from './inbox-helpers';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'operator', 'zhangsan', 'wangwu', 'lisi', 'wujiu'])
    tokens[username] = await server.login(username);
});
afterAll(() => server.close());

interface AnnouncementRecord {
  id: string;
  titile: string;
  sendStatus: string;
  sender: string | null;
  [field: string]: unknown;
}
interface AnnouncementPage {
  records: AnnouncementRecord[];
  total: number;
}

const call = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.call({ method, url, token: tokens[username], ...(payload ? { payload } : {}) }).then((response) => ({
    status: response.statusCode,
    answer: response.json<Answer<unknown>>(),
  }));

const list = async (query = '') =>
  (await call('operator', 'GET', `/sys/annountCement/list?pageSize=100&${query}`)).answer as Answer<AnnouncementPage>;

/** Adds an announcement as the operator and answers its id (found by its unique title). */
async function add(fields: Record<string, unknown>): Promise<string> {
  const { answer } = await call('operator', 'POST', '/sys/annountCement/add', {
    msgCategory: '1',
    priority: 'L',
    ...fields,
  });
  if (!answer.success) throw new Error(answer.message);
  const found = (await list(`titile=${encodeURIComponent(String(fields.titile))}`)).result.records;
  return found[0].id;
}

const row = (id: string) =>
  server.app.db.selectFrom('sys_announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /sys/annountCement/list: the administration list', () => {
  it('lists every announcement that is not deleted, drafts included, with dictionary texts', async () => {
    const answer = await list('column=createTime&order=asc');
    expect(answer.result.total).toBe(6);
    const draft = answer.result.records.find((record) => record.id === 'annt-draft-training');
    expect(draft).toMatchObject({
      sendStatus: '0',
      sendStatus_dictText: '未发布',
      priority_dictText: '低',
      msgCategory_dictText: '通知公告',
    });
    const byDepartment = answer.result.records.find((record) => record.id === 'annt-hlj-safety-check');
    expect(byDepartment).toMatchObject({ msgType: 'DEPT', msgType_dictText: '指定部门', departIds: 'dep-hlj' });
  });

  it('filters and sorts by allow-listed columns only', async () => {
    expect((await list('sendStatus=0')).result.records.map((r) => r.id)).toEqual(['annt-draft-training']);
    const injected = await call(
      'operator',
      'GET',
      '/sys/annountCement/list?column=titile;drop%20table%20sys_user&order=asc',
    );
    expect(injected.answer.success).toBe(false);
    expect((await list("titile=' or 1=1 --")).result.total).toBe(0);
  });

  it('needs one of the announcement button codes (510 without)', async () => {
    const { answer } = await call('wujiu', 'GET', '/sys/annountCement/list');
    expect(answer).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
  });
});

describe('POST /sys/annountCement/add', () => {
  it('stores a draft written by the caller, with the audience normalised', async () => {
    const id = await add({
      titile: '农机保险续保提醒',
      msgContent: '<p>请及时续保</p>',
      msgType: 'USER',
      userIds: 'user-lisi,user-wangwu,',
    });
    expect(await row(id)).toMatchObject({
      sendStatus: '0',
      sender: null,
      sendTime: null,
      createBy: 'operator',
      msgType: 'USER',
      userIds: 'user-lisi,user-wangwu',
      departIds: null,
      delFlag: '0',
      msgContent: '<p>请及时续保</p>',
    });
  });

  it('keeps the HTML content as written (clients sanitise it) and only ever answers it as JSON', async () => {
    const html = '<p onclick="alert(1)">点击</p><img src=x onerror=alert(2)>';
    const id = await add({ titile: '内容原样保存', msgContent: html });
    const response = await server.call({
      method: 'GET',
      url: `/sys/annountCement/queryById?id=${id}`,
      token: tokens.operator,
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<Answer<{ msgContent: string }>>().result.msgContent).toBe(html);
  });

  it.each([
    [{ titile: 'x', msgType: 'USER' }, announcementMessages.usersRequired],
    [{ titile: 'x', msgType: 'USER', userIds: 'user-lisi,user-nobody' }, announcementMessages.unknownUser],
    [{ titile: 'x', msgType: 'DEPT', departIds: '' }, announcementMessages.departsRequired],
    [{ titile: 'x', msgType: 'DEPT', departIds: 'dep-nowhere' }, announcementMessages.unknownDepart],
    [{ titile: 'x', openType: 'url', openPage: 'javascript:alert(1)' }, announcementMessages.badOpenPage],
    [{ titile: 'x', openType: 'url', openPage: 'https://evil.example/login' }, announcementMessages.badOpenPage],
    [{ titile: 'x', openType: 'url', openPage: '//evil.example/login' }, announcementMessages.badOpenPage],
    [{ titile: 'x', openType: 'url', openPage: '/\\evil.example' }, announcementMessages.badOpenPage],
    [{ titile: 'x', openType: 'url' }, announcementMessages.badOpenPage],
    [{ titile: 'x', openType: 'component', openPage: 'modules/<script>' }, announcementMessages.badOpenComponent],
    [
      { titile: 'x', startTime: '2024-09-20 10:00:00', endTime: '2024-09-19 10:00:00' },
      announcementMessages.endBeforeStart,
    ],
  ])('refuses %j: %s', async (fields, message) => {
    const before = (await list()).result.total;
    const { answer } = await call('operator', 'POST', '/sys/annountCement/add', fields);
    expect(answer).toMatchObject({ success: false, message });
    expect((await list()).result.total).toBe(before);
  });

  it('refuses wrong values in the envelope (HTTP 200), and ignores fields the form does not have', async () => {
    const cases: [object, string][] = [
      [{}, validationMessages.required('titile')],
      [{ titile: '   ' }, validationMessages.required('titile')],
      [{ titile: 'x', priority: 'X' }, validationMessages.enumeration('priority', ['L', 'M', 'H'])],
      [{ titile: 'x', msgType: 'ROLE' }, validationMessages.enumeration('msgType', ['ALL', 'USER', 'DEPT'])],
      [{ titile: 'x', startTime: 'tomorrow' }, validationMessages.pattern('startTime')],
      [{ titile: 'x', readers: 'everyone', startTime: 'tomorrow' }, validationMessages.pattern('startTime')],
    ];
    for (const [fields, message] of cases) {
      const { status, answer } = await call('operator', 'POST', '/sys/annountCement/add', fields);
      expect({ status, success: answer.success, message: answer.message }).toEqual({
        status: 200,
        success: false,
        message,
      });
    }
  });

  it('needs announcement:add (510 without, nothing stored)', async () => {
    const before = (await list()).result.total;
    expect((await call('wujiu', 'POST', '/sys/annountCement/add', { titile: '越权' })).answer).toMatchObject({
      code: 510,
    });
    expect((await list()).result.total).toBe(before);
  });
});

describe('PUT /sys/annountCement/edit', () => {
  it('edits a draft, accepting the whole record a JeecgBoot form posts back but not its server fields', async () => {
    const id = await add({ titile: '编辑前' });
    const record = (await row(id)) as Record<string, unknown>;
    const { answer } = await call('operator', 'PUT', '/sys/annountCement/edit', {
      ...record,
      titile: '编辑后',
      priority: 'H',
      sendStatus: '1',
      sender: 'someone',
      createBy: 'someone',
      priority_dictText: '高',
    });
    expect(answer).toMatchObject({ success: true, message: announcementMessages.edited });
    expect(await row(id)).toMatchObject({
      titile: '编辑后',
      priority: 'H',
      sendStatus: '0',
      sender: null,
      createBy: 'operator',
      updateBy: 'operator',
    });
  });

  it('is served for POST as well', async () => {
    const id = await add({ titile: 'POST 编辑' });
    expect(
      (await call('operator', 'POST', '/sys/annountCement/edit', { id, titile: 'POST 编辑后' })).answer.success,
    ).toBe(true);
    expect((await row(id)).titile).toBe('POST 编辑后');
  });

  it('refuses a released announcement and an unknown one', async () => {
    expect(
      (await call('operator', 'PUT', '/sys/annountCement/edit', { id: 'annt-maintenance', titile: '改' })).answer,
    ).toMatchObject({
      success: false,
      message: announcementMessages.editReleased,
    });
    expect(
      (await call('operator', 'PUT', '/sys/annountCement/edit', { id: 'nope', titile: '改' })).answer.message,
    ).toBe(announcementMessages.notFound);
    expect((await row('annt-maintenance')).titile).toBe('系统将于本周六凌晨进行维护升级');
  });

  it('starts deliveries over when the audience changes', async () => {
    const id = await add({ titile: '维修站例会', msgType: 'USER', userIds: 'user-zhangsan,user-wangwu' });
    await call('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    await markRead(server, tokens.zhangsan, id);
    await bellOf(server, tokens.wangwu);
    await call('admin', 'GET', `/sys/annountCement/doReovkeData?id=${id}`);
    await call('operator', 'PUT', '/sys/annountCement/edit', {
      id,
      titile: '维修站例会',
      msgType: 'USER',
      userIds: 'user-zhangsan',
    });
    await call('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    expect(ids((await bellOf(server, tokens.zhangsan)).anntMsgList)).toContain(id);
    expect(ids((await bellOf(server, tokens.wangwu)).anntMsgList)).not.toContain(id);
    expect(await deliveries(server, id)).toEqual([{ userId: 'user-zhangsan', readFlag: '0' }]);
  });

  it('needs announcement:edit', async () => {
    expect(
      (await call('wujiu', 'PUT', '/sys/annountCement/edit', { id: 'annt-draft-training', titile: '越权' })).answer,
    ).toMatchObject({ code: 510 });
    expect((await row('annt-draft-training')).titile).toBe('冬季机手培训安排（草稿）');
  });
});

describe('GET /sys/annountCement/doReleaseData and doReovkeData (sic)', () => {
  it('releases a draft: the releaser becomes the sender, and its readers find it', async () => {
    const id = await add({ titile: '烘干机操作培训', msgType: 'DEPT', departIds: 'dep-service' });
    server.clock.advance(60_000);
    const { answer } = await call('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    expect(answer).toMatchObject({ success: true, message: announcementMessages.released });
    expect(await row(id)).toMatchObject({ sendStatus: '1', sender: 'admin' });
    expect((await row(id)).sendTime).not.toBeNull();
    // zhangsan is in the service centre's east station; wangwu in its west station; lisi in sales.
    expect(ids((await bellOf(server, tokens.zhangsan)).anntMsgList)).toContain(id);
    expect(ids((await bellOf(server, tokens.wangwu)).anntMsgList)).toContain(id);
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).not.toContain(id);
  });

  it('refuses to release twice, or what does not exist', async () => {
    expect((await call('admin', 'GET', '/sys/annountCement/doReleaseData?id=annt-maintenance')).answer.message).toBe(
      announcementMessages.alreadyReleased,
    );
    expect((await call('admin', 'GET', '/sys/annountCement/doReleaseData?id=nope')).answer.message).toBe(
      announcementMessages.notFound,
    );
  });

  it('revokes: it leaves every inbox, and can be released again', async () => {
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).toContain('annt-subsidy-policy');
    expect((await call('admin', 'GET', '/sys/annountCement/doReovkeData?id=annt-subsidy-policy')).answer).toMatchObject(
      {
        success: true,
        message: announcementMessages.revoked,
      },
    );
    expect(await row('annt-subsidy-policy')).toMatchObject({ sendStatus: '2' });
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).not.toContain('annt-subsidy-policy');
    expect((await call('admin', 'GET', '/sys/annountCement/doReovkeData?id=annt-subsidy-policy')).answer.message).toBe(
      announcementMessages.notReleased,
    );
    await call('admin', 'GET', '/sys/annountCement/doReleaseData?id=annt-subsidy-policy');
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).toContain('annt-subsidy-policy');
  });

  it('does not deliver an announcement to everyone that ended before the user existed', async () => {
    const id = await add({ titile: '往年通知', startTime: '2019-01-01 00:00:00', endTime: '2019-12-31 00:00:00' });
    await call('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).not.toContain(id);
  });

  it('needs announcement:release and announcement:revoke', async () => {
    expect(
      (await call('wujiu', 'GET', '/sys/annountCement/doReleaseData?id=annt-draft-training')).answer,
    ).toMatchObject({ code: 510 });
    expect((await call('wujiu', 'GET', '/sys/annountCement/doReovkeData?id=annt-maintenance')).answer).toMatchObject({
      code: 510,
    });
    expect((await row('annt-draft-training')).sendStatus).toBe('0');
    expect((await row('annt-maintenance')).sendStatus).toBe('1');
  });
});

describe('DELETE /sys/annountCement/delete and deleteBatch', () => {
  it('deletes (flags) one: it leaves the list and every inbox', async () => {
    const { answer } = await call('operator', 'DELETE', '/sys/annountCement/delete?id=annt-maintenance');
    expect(answer).toMatchObject({ success: true, message: announcementMessages.deleted });
    expect((await row('annt-maintenance')).delFlag).toBe('1');
    expect((await list()).result.records.map((r) => r.id)).not.toContain('annt-maintenance');
    expect(ids((await bellOf(server, tokens.lisi)).sysMsgList)).not.toContain('annt-maintenance');
    expect((await call('operator', 'DELETE', '/sys/annountCement/delete?id=annt-maintenance')).answer.message).toBe(
      announcementMessages.notFound,
    );
  });

  it('deletes several by ids, and refuses an empty list', async () => {
    const first = await add({ titile: '批量一' });
    const second = await add({ titile: '批量二' });
    expect(
      (await call('operator', 'DELETE', `/sys/annountCement/deleteBatch?ids=${first},${second},`)).answer.success,
    ).toBe(true);
    expect([(await row(first)).delFlag, (await row(second)).delFlag]).toEqual(['1', '1']);
    expect((await call('operator', 'DELETE', '/sys/annountCement/deleteBatch?ids=,')).answer.message).toBe(
      announcementMessages.idsRequired,
    );
  });

  it('needs announcement:delete and announcement:batch_delete', async () => {
    expect((await call('wujiu', 'DELETE', '/sys/annountCement/delete?id=annt-autumn-harvest')).answer).toMatchObject({
      code: 510,
    });
    expect(
      (await call('wujiu', 'DELETE', '/sys/annountCement/deleteBatch?ids=annt-autumn-harvest')).answer,
    ).toMatchObject({ code: 510 });
    expect((await row('annt-autumn-harvest')).delFlag).toBe('0');
  });
});

describe('the bell shows the first five of each kind', () => {
  it('lists five notices and counts them all', async () => {
    const before = (await bellOf(server, tokens.lisi)).anntMsgTotal;
    for (let n = 1; n <= 6; n++) {
      const id = await add({ titile: `第${n}号通知` });
      server.clock.advance(1000);
      await call('admin', 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
    }
    const bell = await bellOf(server, tokens.lisi);
    expect(bell.anntMsgTotal).toBe(before + 6);
    expect(bell.anntMsgList.map((record) => record.titile)).toEqual([
      '第6号通知',
      '第5号通知',
      '第4号通知',
      '第3号通知',
      '第2号通知',
    ]);
  });
});
