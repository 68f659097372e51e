import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '../../../server/messages';
import { PUSH_CONNECTIONS_PER_USER } from '../../../server/modules/push';
import { API, startServer, type Answer, type TestServer } from '../support/test-server';
import { openSocket, type TestSocket } from './socket-client';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'zhangsan', 'wangwu', 'lisi', 'sunqi'])
    tokens[username] = await server.login(username);
  base = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://') + API;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => server.close());

async function connect(userId: string, token: string | undefined): Promise<TestSocket> {
  const socket = await openSocket(`${base}/websocket/${userId}`, token ? [token] : []);
  open.push(socket);
  return socket;
}

const HEARTCHECK = { cmd: 'heartcheck', msgTxt: pushMessages.heartbeatAnswer };

/** Proves nothing else arrived first: the next message is the answer to this heartbeat. */
async function expectNothingPending(socket: TestSocket): Promise<void> {
  socket.send('HeartBeat');
  expect(await socket.next()).toEqual(HEARTCHECK);
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server
    .call({ method, url, token: tokens.admin, ...(payload ? { payload } : {}) })
    .then((response) => response.json<Answer>());

async function released(fields: Record<string, unknown>): Promise<string> {
  await admin('POST', '/sys/annountCement/add', fields);
  const list = await admin('GET', `/sys/annountCement/list?titile=${encodeURIComponent(String(fields.titile))}`);
  const id = (list.result as { records: { id: string }[] }).records[0].id;
  expect((await admin('GET', `/sys/annountCement/doReleaseData?id=${id}`)).success).toBe(true);
  return id;
}

describe('/websocket/:userId: connecting with the token as sub-protocol', () => {
  it('opens, echoes the token as the protocol, and answers HeartBeat with heartcheck', async () => {
    const socket = await connect('user-lisi', tokens.lisi);
    expect(socket.socket.protocol).toBe(tokens.lisi);
    socket.send('HeartBeat');
    expect(await socket.next()).toEqual(HEARTCHECK);
  });

  it('refuses the handshake without a token or with an unknown one (HTTP 401, no socket)', async () => {
    await expect(openSocket(`${base}/websocket/user-lisi`)).rejects.toThrow('Unexpected server response: 401');
    await expect(openSocket(`${base}/websocket/user-lisi`, ['not-a-token'])).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });

  it('closes with 1008 a connection whose path names another user, before anything is sent to it', async () => {
    const socket = await connect('user-zhangsan', tokens.lisi);
    expect(await socket.closed).toEqual({ code: 1008, reason: pushMessages.wrongUser });
    const listener = await connect('user-zhangsan', tokens.zhangsan);
    await released({ titile: '只给张三', msgType: 'USER', userIds: 'user-zhangsan' });
    expect(await listener.next()).toMatchObject({ cmd: 'user', msgTxt: '只给张三' });
  });

  it('ignores other frames (never evaluated), and stays open', async () => {
    const socket = await connect('user-lisi', tokens.lisi);
    for (const frame of [
      '{"cmd":',
      'heartbeat',
      '{"cmd":"heartcheck"}',
      'globalThis.noticeFrameEvaluated = true',
      '[]',
    ])
      socket.send(frame);
    socket.send(Buffer.from([0, 1, 2]));
    await expectNothingPending(socket);
    expect((globalThis as { noticeFrameEvaluated?: boolean }).noticeFrameEvaluated).toBeUndefined();
  });

  it('holds at most a bounded number of connections per user', async () => {
    const sockets = [];
    for (let i = 0; i < PUSH_CONNECTIONS_PER_USER; i++) sockets.push(await connect('user-sunqi', tokens.sunqi));
    const extra = await connect('user-sunqi', tokens.sunqi);
    expect(await extra.closed).toEqual({ code: 1008, reason: pushMessages.tooManyConnections });
    await sockets[0].close();
    const again = await connect('user-sunqi', tokens.sunqi);
    await expectNothingPending(again);
  });

  it('closes with 1008 at the next heartbeat once the session has ended (logout)', async () => {
    const token = await server.login('wangwu');
    const socket = await connect('user-wangwu', token);
    await server.call({ method: 'POST', url: '/sys/logout', token });
    socket.send('HeartBeat');
    expect(await socket.closed).toEqual({ code: 1008, reason: pushMessages.sessionEnded });
  });
});

describe('releasing an announcement pushes to its readers’ open connections only', () => {
  it('sends { cmd: user } to the addressed users', async () => {
    const zhangsan = await connect('user-zhangsan', tokens.zhangsan);
    const lisi = await connect('user-lisi', tokens.lisi);
    const id = await released({ titile: '张三的工单', msgType: 'USER', userIds: 'user-zhangsan' });
    expect(await zhangsan.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '张三的工单' });
    await expectNothingPending(lisi);
  });

  it('sends { cmd: user } to every member of the departments (sub-departments included)', async () => {
    const zhangsan = await connect('user-zhangsan', tokens.zhangsan);
    const wangwu = await connect('user-wangwu', tokens.wangwu);
    const lisi = await connect('user-lisi', tokens.lisi);
    const id = await released({ titile: '维修中心通知', msgType: 'DEPT', departIds: 'dep-service' });
    expect(await zhangsan.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '维修中心通知' });
    expect(await wangwu.next()).toEqual({ cmd: 'user', msgId: id, msgTxt: '维修中心通知' });
    await expectNothingPending(lisi);
  });

  it('sends { cmd: topic } to everyone for an announcement to all, on every open connection', async () => {
    const lisiTab1 = await connect('user-lisi', tokens.lisi);
    const lisiTab2 = await connect('user-lisi', tokens.lisi);
    const sunqi = await connect('user-sunqi', tokens.sunqi);
    const id = await released({ titile: '全员通知' });
    for (const socket of [lisiTab1, lisiTab2, sunqi])
      expect(await socket.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '全员通知' });
  });

  it('pushes nothing when an announcement is revoked', async () => {
    const lisi = await connect('user-lisi', tokens.lisi);
    await admin('GET', '/sys/annountCement/doReovkeData?id=annt-autumn-harvest');
    await expectNothingPending(lisi);
  });
});
