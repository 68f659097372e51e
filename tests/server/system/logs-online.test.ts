import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../server/db';
import { authMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator']);
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

interface LogRow {
  id: string;
  logType: number;
  logContent: string;
  username: string;
  ip: string;
}

interface Visit {
  visit: number;
  ip: number;
  tian: string;
  type: string;
}

/*
 * The first seed writes a week of sign-ins before today: 3, 4, 5, 6, 3, 4 and 5 of them on the
 * 1st to 7th day back, each from its own address. The tests sign in twice more today.
 */
describe('sign-ins and sign-outs in the log', () => {
  it('writes one row for each sign-in and sign-out, worded as JeecgBoot words them', async () => {
    const token = await server.login('lisi');
    await server.call({ method: 'POST', url: '/sys/logout', token });
    const today = formatDate(server.clock.now);
    const { answer } = await get<Page<LogRow>>(
      server,
      tokens.admin,
      `/sys/log/list?logType=1&createBy=lisi&createTime_begin=${today}`,
    );
    expect(answer.result.records.map((row) => row.logContent).sort()).toEqual(
      [authMessages.loginLogged('lisi'), authMessages.logoutLogged('李四')].sort(),
    );
    expect(answer.result.records.every((row) => row.ip === '127.0.0.1' && row.username === '李四')).toBe(true);
  });
});

describe('the visit figures of the dashboards', () => {
  it("counts every visit, today's visits and today's addresses", async () => {
    const { answer } = await get<{ totalVisitCount: number; todayVisitCount: number; todayIp: number }>(
      server,
      tokens.operator,
      '/sys/loginfo',
    );
    // Today: admin and operator signed in, lisi in and out.
    expect(answer.result).toEqual({ totalVisitCount: 30 + 4, todayVisitCount: 4, todayIp: 1 });
  });

  it('answers seven days ending today, oldest first, days without visits as zeros', async () => {
    const { answer } = await get<Visit[]>(server, tokens.operator, '/sys/visitInfo');
    const now = server.clock.now;
    const days = Array.from({ length: 7 }, (_, index) => formatDate(now - (6 - index) * DAY));
    expect(answer.result).toEqual([
      { visit: 4, ip: 4, tian: days[0], type: days[0].slice(5) },
      { visit: 3, ip: 3, tian: days[1], type: days[1].slice(5) },
      { visit: 6, ip: 6, tian: days[2], type: days[2].slice(5) },
      { visit: 5, ip: 5, tian: days[3], type: days[3].slice(5) },
      { visit: 4, ip: 4, tian: days[4], type: days[4].slice(5) },
      { visit: 3, ip: 3, tian: days[5], type: days[5].slice(5) },
      { visit: 4, ip: 1, tian: days[6], type: days[6].slice(5) },
    ]);
  });

  it('moves with the clock: a day later, today starts from zero', async () => {
    server.clock.advance(DAY);
    const { answer } = await get<{ todayVisitCount: number }>(server, tokens.operator, '/sys/loginfo');
    expect(answer.result.todayVisitCount).toBe(0);
    server.clock.advance(-DAY);
  });
});

describe('the log page', () => {
  it('needs log:list to read', async () => {
    expect((await get(server, tokens.operator, '/sys/log/list')).answer).toMatchObject({ success: false, code: 510 });
  });

  it('searches the content by keyword and filters by type and time', async () => {
    const found = await get<Page<LogRow>>(server, tokens.admin, `/sys/log/list?keyWord=${encodeURIComponent('退出')}`);
    expect(found.answer.result.records.map((row) => row.logContent)).toEqual([authMessages.logoutLogged('李四')]);
    const today = formatDate(server.clock.now);
    const recent = await get<Page<LogRow>>(server, tokens.admin, `/sys/log/list?createTime_begin=${today}`);
    expect(recent.answer.result.total).toBe(4);
    const quoted = await get<Page<LogRow>>(
      server,
      tokens.admin,
      `/sys/log/list?keyWord=${encodeURIComponent("%' or '1'='1")}`,
    );
    expect(quoted.answer.result.total).toBe(0);
  });

  it('deletes one entry, several, or all with "allclear"', async () => {
    const page = (await get<Page<LogRow>>(server, tokens.admin, '/sys/log/list?pageSize=3')).answer.result;
    expect(
      (await call(server, tokens.admin, 'DELETE', `/sys/log/delete?id=${page.records[0].id}`)).answer.message,
    ).toBe(systemMessages.deleted);
    await call(server, tokens.admin, 'DELETE', `/sys/log/deleteBatch?ids=${page.records[1].id},${page.records[2].id}`);
    expect((await get<Page<LogRow>>(server, tokens.admin, '/sys/log/list')).answer.result.total).toBe(page.total - 3);
    expect((await call(server, tokens.operator, 'DELETE', '/sys/log/deleteBatch?ids=allclear')).answer.code).toBe(510);
    expect((await call(server, tokens.admin, 'DELETE', '/sys/log/deleteBatch?ids=allclear')).answer.message).toBe(
      systemMessages.logCleared,
    );
    expect((await get<Page<LogRow>>(server, tokens.admin, '/sys/log/list')).answer.result.total).toBe(0);
  });
});

describe('online users', () => {
  interface Online {
    token: string;
    username: string;
    realname: string;
    loginTime: string;
  }

  it('lists live sessions by session id, never by token', async () => {
    const reply = await get<Page<Online>>(server, tokens.admin, '/sys/online/list');
    expect(reply.answer.result.records.map((row) => row.username).sort()).toEqual(['admin', 'operator']);
    for (const token of Object.values(tokens)) expect(reply.body).not.toContain(token);
    expect(reply.answer.result.records.every((row) => /^[0-9a-f]{32}$/.test(row.token))).toBe(true);
    expect((await get(server, tokens.operator, '/sys/online/list')).answer.code).toBe(510);
  });

  it('filters by username, and the listed id is what force-logout takes', async () => {
    const reply = await get<Page<Online>>(server, tokens.admin, '/sys/online/list?username=oper');
    expect(reply.answer.result.records).toHaveLength(1);
    const forced = await call(server, tokens.admin, 'POST', '/sys/online/forceLogout', {
      token: reply.answer.result.records[0].token,
    });
    expect(forced.answer.success).toBe(true);
    expect((await server.call({ method: 'GET', url: '/sys/user/list', token: tokens.operator })).statusCode).toBe(401);
    expect((await get<Page<Online>>(server, tokens.admin, '/sys/online/list')).answer.result.total).toBe(1);
  });
});
