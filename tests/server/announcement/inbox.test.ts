import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMessages, httpMessages, validationMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { bellOf, deliveries, ids, markRead } from './inbox-helpers';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of [
    'admin',
    'operator',
    'zhangsan',
    'lisi',
    'wangwu',
    'zhaoliu',
    'zhengshi',
    'wujiu',
    'chenxi',
  ]) {
    tokens[username] = await server.login(username);
  }
});
afterAll(() => server.close());

describe('GET /sys/annountCement/listByUser: the bell', () => {
  it('lists the unread released announcements addressed to everyone, newest first, split by category', async () => {
    const bell = await bellOf(server, tokens.wujiu);
    expect(ids(bell.anntMsgList)).toEqual(['annt-autumn-harvest', 'annt-subsidy-policy']);
    expect(bell.anntMsgTotal).toBe(2);
    expect(ids(bell.sysMsgList)).toEqual(['annt-maintenance']);
    expect(bell.sysMsgTotal).toBe(1);
    expect(bell.anntMsgList[0]).toMatchObject({
      titile: '关于做好秋收农机调度工作的通知',
      priority: 'H',
      msgCategory: '1',
      sender: 'admin',
      sendStatus: '1',
    });
  });

  it('adds what is addressed to the caller by name, and to the caller’s department or one above it', async () => {
    const zhangsan = await bellOf(server, tokens.zhangsan);
    // zhangsan works at the Harbin station, below the Heilongjiang branch the safety notice is for.
    expect(ids(zhangsan.anntMsgList)).toEqual(['annt-autumn-harvest', 'annt-hlj-safety-check', 'annt-subsidy-policy']);
    expect(ids(zhangsan.sysMsgList)).toEqual(['annt-repair-assigned', 'annt-maintenance']);
    expect(ids((await bellOf(server, tokens.zhaoliu)).anntMsgList)).toContain('annt-hlj-safety-check');
    expect(ids((await bellOf(server, tokens.zhengshi)).anntMsgList)).toContain('annt-hlj-safety-check');
    expect(ids((await bellOf(server, tokens.wangwu)).sysMsgList)).toContain('annt-repair-assigned');
  });

  it('leaves out what is addressed to others, drafts, and what the caller has read', async () => {
    const lisi = await bellOf(server, tokens.lisi);
    expect(ids([...lisi.anntMsgList, ...lisi.sysMsgList])).not.toEqual(
      expect.arrayContaining(['annt-hlj-safety-check']),
    );
    expect(ids(lisi.sysMsgList)).not.toContain('annt-repair-assigned');
    expect(ids([...lisi.anntMsgList, ...lisi.sysMsgList])).not.toContain('annt-draft-training');
    // The admin has read the harvest notice already.
    expect(ids((await bellOf(server, tokens.admin)).anntMsgList)).toEqual(['annt-subsidy-policy']);
  });

  it('never shows a recipient the audience of an announcement', async () => {
    const bell = await bellOf(server, tokens.zhangsan);
    for (const record of [...bell.anntMsgList, ...bell.sysMsgList]) {
      expect(record).not.toHaveProperty('userIds');
      expect(record).not.toHaveProperty('departIds');
      expect(record).not.toHaveProperty('delFlag');
    }
  });

  it('needs a signed-in caller', async () => {
    const response = await server.call({ method: 'GET', url: '/sys/annountCement/listByUser' });
    expect(response.statusCode).toBe(401);
    expect(response.json<Answer>().message).toBe(httpMessages.tokenInvalid);
  });
});

describe('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId: marking read', () => {
  it('marks the caller’s own copy read, and only the caller’s', async () => {
    expect(await markRead(server, tokens.chenxi, 'annt-subsidy-policy')).toMatchObject({ success: true, code: 200 });
    const bell = await bellOf(server, tokens.chenxi);
    expect(ids(bell.anntMsgList)).toEqual(['annt-autumn-harvest']);
    expect(bell.anntMsgTotal).toBe(1);
    expect(ids((await bellOf(server, tokens.lisi)).anntMsgList)).toContain('annt-subsidy-policy');
  });

  it('is served for POST as well, and marking twice is fine', async () => {
    expect(await markRead(server, tokens.chenxi, 'annt-maintenance', 'POST')).toMatchObject({ success: true });
    expect(await markRead(server, tokens.chenxi, 'annt-maintenance')).toMatchObject({ success: true });
    expect((await bellOf(server, tokens.chenxi)).sysMsgTotal).toBe(0);
  });

  it('marks the announcement of a push before the bell has listed it (delivering it first)', async () => {
    expect(await markRead(server, tokens.zhengshi, 'annt-hlj-safety-check')).toMatchObject({ success: true });
    expect(ids((await bellOf(server, tokens.zhengshi)).anntMsgList)).not.toContain('annt-hlj-safety-check');
  });

  it('refuses an announcement not addressed to the caller, or a draft, and records nothing', async () => {
    const before = await deliveries(server, 'annt-repair-assigned');
    expect(await markRead(server, tokens.wujiu, 'annt-repair-assigned')).toMatchObject({
      success: false,
      message: announcementMessages.notFound,
    });
    expect(await markRead(server, tokens.wujiu, 'annt-draft-training')).toMatchObject({
      success: false,
      message: announcementMessages.notFound,
    });
    expect(await deliveries(server, 'annt-repair-assigned')).toEqual(before);
    expect(await deliveries(server, 'annt-draft-training')).toEqual([]);
  });

  it('treats the id as a value, never as SQL (JeecgBoot concatenated it into the statement)', async () => {
    const readBefore = await server.app.db
      .selectFrom('sys_announcement_send')
      .select('id')
      .where('readFlag', '=', '1')
      .execute();
    for (const anntId of ["x' or '1'='1", "annt-autumn-harvest' --", '1 or 1=1']) {
      expect(await markRead(server, tokens.lisi, anntId)).toMatchObject({
        success: false,
        message: announcementMessages.notFound,
      });
    }
    const readAfter = await server.app.db
      .selectFrom('sys_announcement_send')
      .select('id')
      .where('readFlag', '=', '1')
      .execute();
    expect(readAfter.length).toBe(readBefore.length);
  });

  it('refuses a body without anntId, and ignores other fields (such as another user’s id)', async () => {
    const missing = await server.call({
      method: 'PUT',
      url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      token: tokens.lisi,
      payload: {},
    });
    expect(missing.json<Answer>()).toMatchObject({ success: false, message: validationMessages.required('anntId') });
    const other = await server.call({
      method: 'PUT',
      url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      token: tokens.lisi,
      payload: { anntId: 'annt-repair-assigned', userId: 'user-zhangsan' },
    });
    expect(other.statusCode).toBe(200);
    expect(
      (await deliveries(server, 'annt-repair-assigned')).find((row) => row.userId === 'user-zhangsan')?.readFlag,
    ).toBe('0');
  });
});

describe('PUT /sys/sysAnnouncementSend/readAll: mark all read', () => {
  it('marks every announcement of the caller read, delivering the pending ones first, and no one else’s', async () => {
    const response = await server.call({
      method: 'PUT',
      url: '/sys/sysAnnouncementSend/readAll',
      token: tokens.zhaoliu,
    });
    expect(response.json<Answer>()).toMatchObject({ success: true, message: announcementMessages.allRead });
    expect(await bellOf(server, tokens.zhaoliu)).toEqual({
      anntMsgList: [],
      anntMsgTotal: 0,
      sysMsgList: [],
      sysMsgTotal: 0,
    });
    expect((await bellOf(server, tokens.zhangsan)).anntMsgTotal).toBe(3);
  });

  it('is served for POST as well', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/sysAnnouncementSend/readAll',
      token: tokens.wangwu,
      payload: {},
    });
    expect(response.json<Answer>().success).toBe(true);
    expect((await bellOf(server, tokens.wangwu)).sysMsgTotal).toBe(0);
  });
});

describe('GET /sys/annountCement/queryById', () => {
  const query = (username: string, id: string) =>
    server
      .call({
        method: 'GET',
        url: `/sys/annountCement/queryById?id=${encodeURIComponent(id)}`,
        token: tokens[username],
      })
      .then((r) => r.json<Answer<Record<string, unknown>>>());

  it('gives a recipient an announcement addressed to them, without its audience', async () => {
    const answer = await query('zhangsan', 'annt-repair-assigned');
    expect(answer.result).toMatchObject({
      id: 'annt-repair-assigned',
      titile: '您有新的维修工单待处理',
      openType: 'url',
      busId: 'repair-demo-0001',
    });
    expect(answer.result).not.toHaveProperty('userIds');
  });

  it('tells others it does not exist: addressed to someone else, a draft, unknown', async () => {
    for (const id of ['annt-repair-assigned', 'annt-draft-training', 'no-such-id']) {
      expect(await query('wujiu', id)).toMatchObject({ success: false, message: announcementMessages.notFound });
    }
  });

  it('gives an administrator any announcement in full, drafts included', async () => {
    expect((await query('admin', 'annt-draft-training')).result).toMatchObject({
      id: 'annt-draft-training',
      sendStatus: '0',
    });
    expect((await query('operator', 'annt-repair-assigned')).result).toMatchObject({
      userIds: 'user-zhangsan,user-wangwu',
    });
  });
});
