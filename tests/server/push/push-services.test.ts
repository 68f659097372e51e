import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushModule } from '../../../server/modules/push';
import { startServer, type TestServer } from '../support/test-server';
import { openSocket, type TestSocket } from './socket-client';

/*
 * The services other modules call. They are decorated on the API scope, which tests cannot
 * reach from the root instance, so the push module is mounted here on its own instance over
 * the database (and sessions) of a test server.
 */
let server: TestServer;
let hub: FastifyInstance;
let base: string;
const tokens: Record<string, string> = {};
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startServer();
  for (const username of ['zhangsan', 'lisi']) tokens[username] = await server.login(username);
  hub = Fastify();
  hub.decorate('db', server.app.db);
  hub.decorate('clock', server.clock.read);
  hub.decorateRequest('caller', null);
  await hub.register(pushModule);
  base = (await hub.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await hub.close();
  await server.close();
});

async function connect(path: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(`${base}${path}`, [token]);
  open.push(socket);
  return socket;
}

describe('pushToUsers, pushToEveryone: the notice channel as a service', () => {
  it('sends to every open connection of the named users only, and says how many it reached', async () => {
    const lisiTab1 = await connect('/websocket/user-lisi', tokens.lisi);
    const lisiTab2 = await connect('/websocket/user-lisi', tokens.lisi);
    const zhangsan = await connect('/websocket/user-zhangsan', tokens.zhangsan);
    const message = { cmd: 'user', msgId: 'repair-42', msgTxt: '工单已派发' };
    expect(hub.pushToUsers(['user-lisi', 'user-lisi', 'user-offline'], message)).toBe(2);
    expect(await lisiTab1.next()).toEqual(message);
    expect(await lisiTab2.next()).toEqual(message);
    zhangsan.send('HeartBeat');
    expect(await zhangsan.next()).toMatchObject({ cmd: 'heartcheck' });
  });

  it('sends to everyone connected', async () => {
    const lisi = await connect('/websocket/user-lisi', tokens.lisi);
    const zhangsan = await connect('/websocket/user-zhangsan', tokens.zhangsan);
    expect(hub.pushToEveryone({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' })).toBe(2);
    expect(await lisi.next()).toEqual({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' });
    expect(await zhangsan.next()).toEqual({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' });
  });

  it('forgets closed connections', async () => {
    const lisi = await connect('/websocket/user-lisi', tokens.lisi);
    await lisi.close();
    expect(hub.pushToUsers(['user-lisi'], { cmd: 'user' })).toBe(0);
  });
});

describe('pushPageData: common_send_date on the table channel', () => {
  it('sends { type: common_send_date, data: { key, args } } to the named users’ pages only', async () => {
    const lisi = await connect('/vxeSocket/user-lisi/page-1', tokens.lisi);
    const zhangsan = await connect('/vxeSocket/user-zhangsan/page-2', tokens.zhangsan);
    expect(hub.pushPageData(['user-lisi'], 'order-totals', [12, '已完成'])).toBe(1);
    expect(await lisi.next()).toEqual({
      type: 'common_send_date',
      data: { key: 'order-totals', args: [12, '已完成'] },
    });
    zhangsan.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await zhangsan.next()).toEqual({ type: 'heart_beat', data: true });
  });
});
