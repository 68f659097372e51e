import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../server/app';
import { authMessages, httpMessages, signInMessages } from '../../../server/messages';
import type { SmsMessage } from '../../../server/modules/system';
import { SharedStateStartError } from '../../../server/shared-state';
import { dictionaryItem, setItemText } from '../dict/dictionary-item';
import { multipartForm, TINY_PNG } from '../files/multipart-form';
import { openSocket, type TestSocket } from '../push/socket-client';
import { dropDatabaseFor } from '../support/test-database';
import { API, freshDataDir, seededDataDir, startServer, type Answer, type TestServer } from '../support/test-server';
import { startRedis, type TestRedis } from './redis-server';

/*
 * Two real server instances in this process, on two ports, over one database and one Redis, as
 * two machines behind one address would run: what one sees, the other sees.
 */
let redis: TestRedis;
let first: TestServer;
let second: TestServer;
let dataDir: string;
const sockets: Record<'first' | 'second', string> = { first: '', second: '' };
const open: TestSocket[] = [];
const smsSent: SmsMessage[] = [];

beforeAll(async () => {
  redis = await startRedis();
  // One data directory (and on PostgreSQL one database) for both, as instances behind one address share them.
  dataDir = await seededDataDir();
  const signIn = { smsSender: async (message: SmsMessage) => void smsSent.push(message) };
  first = await startServer({ redisUrl: redis.url, signIn }, { dataDir });
  second = await startServer({ redisUrl: redis.url, signIn }, { dataDir });
  for (const [name, server] of [
    ['first', first],
    ['second', second],
  ] as const)
    sockets[name] = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://') + API;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabaseFor(dataDir);
});

async function connect(on: 'first' | 'second', path: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(`${sockets[on]}${path}`, [token]);
  open.push(socket);
  return socket;
}

const TABLE_HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: '' });

/** Nothing else is queued for the socket: the heartbeat's answer is the next frame. */
async function expectNothingPending(socket: TestSocket): Promise<void> {
  socket.send(TABLE_HEARTBEAT);
  expect(await socket.next()).toEqual({ type: 'heart_beat', data: true });
}

const loginFrom = (server: TestServer, username: string, password: string, remoteAddress: string) =>
  server
    .call({ method: 'POST', url: '/sys/login', payload: { username, password }, remoteAddress })
    .then((response) => ({ status: response.statusCode, answer: response.json<Answer<{ token: string }>>() }));

describe('two instances sharing Redis', () => {
  it('sync a grid edit made on one to the pages on both, once each', async () => {
    const lisi = await first.login('lisi');
    const zhangsan = await second.login('zhangsan');
    const sender = await connect('first', '/vxeSocket/user-lisi/page-1', lisi);
    const samePageElsewhere = await connect('second', '/vxeSocket/user-lisi/page-2', lisi);
    const colleague = await connect('second', '/vxeSocket/user-zhangsan/page-3', zhangsan);
    const frame = { type: 'update_vxe_table', data: { socketKey: 'farm-order', args: [{ id: 'o-1' }, 'case-1'] } };
    sender.send(JSON.stringify(frame));
    for (const socket of [sender, samePageElsewhere, colleague]) {
      expect(await socket.next()).toEqual(frame);
      await expectNothingPending(socket);
    }
  });

  it('push an announcement released on one to a bell connected to the other', async () => {
    const admin = await first.login('admin');
    const bell = await connect('second', '/websocket/user-lisi', await second.login('lisi'));
    const released = await first.call({
      method: 'GET',
      url: '/sys/annountCement/doReleaseData?id=annt-draft-training',
      token: admin,
    });
    expect(released.json<Answer>().success).toBe(true);
    expect(await bell.next()).toMatchObject({ msgId: 'annt-draft-training', msgTxt: '冬季机手培训安排（草稿）' });
  });

  it('count failed sign-ins through both against one limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { answer } = await loginFrom(i % 2 ? second : first, 'wangwu', 'wrong-password-1', '10.40.0.9');
      expect(answer.message).toBe(authMessages.wrongCredentials);
    }
    for (const server of [first, second]) {
      const { answer } = await loginFrom(server, 'wangwu', 'wrong-password-1', '10.40.0.9');
      expect(answer).toMatchObject({ success: false, message: authMessages.tooManyFailures(10) });
    }
  });

  it('refuse on both a session ended on one', async () => {
    const token = await first.login('zhangsan');
    const departs = (server: TestServer) =>
      server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token }).then((r) => r.statusCode);
    expect(await departs(second)).toBe(200);
    expect((await second.call({ method: 'POST', url: '/sys/logout', token })).json<Answer>().success).toBe(true);
    expect(await departs(first)).toBe(401);
    expect(await departs(second)).toBe(401);
  });

  it('forget on both the grants a write on one has changed', async () => {
    const token = await first.login('operator');
    const list = (server: TestServer) =>
      server.call({ method: 'GET', url: '/sys/annountCement/list', token }).then((r) => r.json<Answer>());
    expect((await list(second)).success).toBe(true);
    await first.app.db.deleteFrom('sys_user_role').where('userId', '=', 'user-operator').execute();
    // The message reaches the other instance a moment after the write: wait for it, not for a time.
    await vi.waitFor(async () => expect((await list(second)).message).toBe(httpMessages.noAuthorisation));
  });

  it('forget on both the dictionary items a write on one has changed', async () => {
    const token = await first.login('admin');
    const male = (server: TestServer) =>
      server
        .call({ method: 'GET', url: '/sys/dict/getDictItems/sex', token })
        .then((r) => r.json<Answer<{ value: string; text: string }[]>>().result.find((item) => item.value === '1'));
    const before = await male(second);
    const item = await dictionaryItem(first.app.db, 'sex', '1');
    await setItemText(first.app.db, item.id, '男性');
    try {
      await vi.waitFor(async () => expect((await male(second))?.text).toBe('男性'));
    } finally {
      await setItemText(first.app.db, item.id, item.itemText);
    }
    await vi.waitFor(async () => expect(await male(second)).toEqual(before));
  });

  it('forget on both the reference labels a write on one has changed', async () => {
    const token = await first.login('admin');
    const order = await first.app.db
      .selectFrom('farm_order')
      .select(['orderNo', 'driverId'])
      .where('tenantId', '=', 1)
      .where('driverId', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const driverId = String(order.driverId);
    const driverOf = (server: TestServer) =>
      server
        .call({ method: 'GET', url: `/farm/order/list?orderNo=${encodeURIComponent(String(order.orderNo))}`, token })
        .then(
          (r) => r.json<Answer<{ records: { driverId_dictText: string }[] }>>().result.records[0]?.driverId_dictText,
        );
    const before = await driverOf(second);
    const rename = (realname: string) =>
      first.app.db.updateTable('farm_driver').set({ realname }).where('id', '=', driverId).execute();
    await rename('另一实例改名');
    try {
      await vi.waitFor(async () => expect(await driverOf(second)).toBe('另一实例改名'));
    } finally {
      await rename(String(before));
    }
    await vi.waitFor(async () => expect(await driverOf(second)).toBe(before));
  });

  it('take a password-recovery code once: of two uses through both instances, one changes the password', async () => {
    const phone = '13800000006';
    const asked = await first.call({ method: 'POST', url: '/sys/sms', payload: { mobile: phone, smsmode: '2' } });
    expect(asked.json<Answer>().success).toBe(true);
    const smscode = smsSent.at(-1)?.code ?? '';
    const verified = await second.call({
      method: 'POST',
      url: '/sys/user/phoneVerification',
      payload: { phone, smscode },
    });
    expect(verified.json<Answer>().result).toEqual({ smscode, username: 'zhaoliu' });

    const change = (server: TestServer, password: string) =>
      server
        .call({
          method: 'POST',
          url: '/sys/user/passwordChange',
          payload: { username: 'zhaoliu', password, smscode, phone },
        })
        .then((response) => response.json<Answer>());
    // Both at once, each through its own instance: both find the code, only one may use it.
    const answers = await Promise.all([change(first, 'Winter-Wheat-41'), change(second, 'Summer-Maize-52')]);
    expect(answers.map((answer) => answer.message).sort()).toEqual(
      [signInMessages.passwordReset, signInMessages.codeMissing].sort(),
    );
    const [winner, loser] = answers[0]?.success
      ? ['Winter-Wheat-41', 'Summer-Maize-52']
      : ['Summer-Maize-52', 'Winter-Wheat-41'];
    await expect(second.login('zhaoliu', winner)).resolves.toEqual(expect.any(String));
    await expect(first.login('zhaoliu', loser)).rejects.toThrow();

    // Used: refused again through either instance.
    for (const server of [first, second])
      expect(await change(server, 'Autumn-Rice-63')).toMatchObject({
        success: false,
        message: signInMessages.codeMissing,
      });
  });

  it('serve through one a file uploaded through the other, from the data directory both mount', async () => {
    const { payload, headers } = multipartForm([
      { field: 'biz', value: 'docs' },
      { field: 'file', fileName: 'harvester.png', content: TINY_PNG },
    ]);
    const token = await first.login('wujiu');
    const uploaded = (await first.call({ method: 'POST', url: '/sys/common/upload', token, headers, payload })).json<
      Answer<string>
    >();
    expect(uploaded.success).toBe(true);
    const served = await second.call({ method: 'GET', url: `/sys/common/static/${uploaded.message}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answer a clear refusal while Redis is away, and work again once it is back', async () => {
    await redis.stop();
    const during = await loginFrom(first, 'lisi', 'any-password-1', '10.41.0.1');
    expect(during).toMatchObject({
      status: 200,
      answer: { success: false, message: httpMessages.sharedStateUnavailable },
    });
    await redis.start();
    await vi.waitFor(
      async () => {
        for (const server of [first, second])
          expect((await loginFrom(server, 'lisi', 'wrong-password-1', '10.41.0.2')).answer.message).toBe(
            authMessages.wrongCredentials,
          );
      },
      { timeout: 60_000, interval: 200 },
    );

    // The subscriptions are back too: a frame published through one reaches a page on the other.
    await vi.waitFor(async () => expect(await redis.subscribers('farm:push:table')).toBe(2), {
      timeout: 60_000,
      interval: 200,
    });
    const lisi = await first.login('lisi');
    const sender = await connect('first', '/vxeSocket/user-lisi/page-after-restart-1', lisi);
    const elsewhere = await connect('second', '/vxeSocket/user-lisi/page-after-restart-2', lisi);
    const frame = { type: 'update_vxe_table', data: { socketKey: 'farm-order', args: [{ id: 'o-2' }, 'case-2'] } };
    sender.send(JSON.stringify(frame));
    expect(await elsewhere.next()).toEqual(frame);
    expect(await sender.next()).toEqual(frame);
  });
});

describe('a Redis that cannot be reached at start', () => {
  it('stops the start with one line naming it', async () => {
    const closedPort = redis.port;
    await redis.stop();
    const emptyDir = freshDataDir();
    const starting = buildServer({
      settings: { dataDir: emptyDir, redisUrl: `redis://:secret@127.0.0.1:${closedPort}` },
    });
    await expect(starting).rejects.toBeInstanceOf(SharedStateStartError);
    await expect(starting).rejects.toMatchObject({
      message: `Redis at redis://:***@127.0.0.1:${closedPort} (FARM_REDIS_URL) cannot be reached: connect ECONNREFUSED 127.0.0.1:${closedPort}`,
    });
    rmSync(emptyDir, { recursive: true, force: true });
    await redis.start();
  });
});
