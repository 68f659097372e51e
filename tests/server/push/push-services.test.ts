import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushModule } from '../../../server/modules/push';
import { MemoryState } from '../../../server/shared-state';
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
  hub.decorate('grants', server.app.grants);
  hub.decorate('sharedState', new MemoryState(server.clock.read));
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
  it('sends to every open connection of the named users only', async () => {
    const lisiTab1 = await connect('/websocket/user-lisi', tokens.lisi);
    const lisiTab2 = await connect('/websocket/user-lisi', tokens.lisi);
    const zhangsan = await connect('/websocket/user-zhangsan', tokens.zhangsan);
    const message = { cmd: 'user', msgId: 'repair-42', msgTxt: '工单已派发' };
    await hub.pushToUsers(['user-lisi', 'user-lisi', 'user-offline'], message);
    expect(await lisiTab1.next()).toEqual(message);
    expect(await lisiTab2.next()).toEqual(message);
    // Named once or twice, a connection gets the message once: the next frame is the heartbeat's answer.
    lisiTab1.send('HeartBeat');
    expect(await lisiTab1.next()).toMatchObject({ cmd: 'heartcheck' });
    zhangsan.send('HeartBeat');
    expect(await zhangsan.next()).toMatchObject({ cmd: 'heartcheck' });
  });

  it('sends to everyone connected', async () => {
    const lisi = await connect('/websocket/user-lisi', tokens.lisi);
    const zhangsan = await connect('/websocket/user-zhangsan', tokens.zhangsan);
    await hub.pushToEveryone({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' });
    expect(await lisi.next()).toEqual({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' });
    expect(await zhangsan.next()).toEqual({ cmd: 'topic', msgId: 'all-1', msgTxt: '全员' });
  });

  it('forgets closed connections: the user’s other tab still gets the message', async () => {
    const closed = await connect('/websocket/user-lisi', tokens.lisi);
    const stillOpen = await connect('/websocket/user-lisi', tokens.lisi);
    await closed.close();
    await hub.pushToUsers(['user-lisi'], { cmd: 'user', msgId: 'after-close' });
    expect(await stillOpen.next()).toEqual({ cmd: 'user', msgId: 'after-close' });
  });
});

describe('pushPageData: common_send_date on the table channel', () => {
  it('sends { type: common_send_date, data: { key, args } } to the named users’ pages only', async () => {
    const lisi = await connect('/vxeSocket/user-lisi/page-1', tokens.lisi);
    const zhangsan = await connect('/vxeSocket/user-zhangsan/page-2', tokens.zhangsan);
    await hub.pushPageData(['user-lisi'], 'order-totals', [12, '已完成']);
    expect(await lisi.next()).toEqual({
      type: 'common_send_date',
      data: { key: 'order-totals', args: [12, '已完成'] },
    });
    zhangsan.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await zhangsan.next()).toEqual({ type: 'heart_beat', data: true });
  });
});
