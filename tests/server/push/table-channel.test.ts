import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages, tenancyMessages } from '../../../server/messages';
import { PUSH_MAX_FRAME_BYTES } from '../../../server/modules/push';
import { API, startServer, type TestServer } from '../support/test-server';
import { openSocket, type TestSocket } from './socket-client';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await startServer();
  // lisi and zhangsan belong to tenant 1, zhengshi to tenant 2 only, the admin to both.
  for (const username of ['zhangsan', 'lisi', 'zhengshi', 'admin']) tokens[username] = await server.login(username);
  base = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://') + API;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => server.close());

async function connect(userId: string, pageId: string, token: string | undefined, query = ''): Promise<TestSocket> {
  const socket = await openSocket(`${base}/vxeSocket/${userId}/${pageId}${query}`, token ? [token] : []);
  open.push(socket);
  return socket;
}

const HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: '' });

async function expectNothingPending(socket: TestSocket): Promise<void> {
  socket.send(HEARTBEAT);
  expect(await socket.next()).toEqual({ type: 'heart_beat', data: true });
}

const update = (socketKey: string, row: object, caseId: string) => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});

describe('/vxeSocket/:userId/:pageId: live grid rows', () => {
  it('answers heart_beat to the sender', async () => {
    const socket = await connect('user-lisi', 'c1f3a0d2-page-1', tokens.lisi);
    expect(socket.socket.protocol).toBe(tokens.lisi);
    await expectNothingPending(socket);
  });

  it('forwards a row update to every open table connection of the tenant, the sender’s included, as the checked fields only', async () => {
    const sender = await connect('user-lisi', 'page-a', tokens.lisi);
    const otherPage = await connect('user-lisi', 'page-b', tokens.lisi);
    const otherUser = await connect('user-zhangsan', 'page-c', tokens.zhangsan);
    const frame = { ...update('farm-order', { id: 'o-1', status: '2' }, 'case-7'), extra: 'dropped' };
    sender.send(JSON.stringify({ ...frame, data: { ...frame.data, injected: '<script>' } }));
    const expected = update('farm-order', { id: 'o-1', status: '2' }, 'case-7');
    expect(await sender.next()).toEqual(expected);
    expect(await otherPage.next()).toEqual(expected);
    expect(await otherUser.next()).toEqual(expected);
  });

  it('ignores malformed frames and never evaluates one', async () => {
    const sender = await connect('user-lisi', 'page-d', tokens.lisi);
    const watcher = await connect('user-zhangsan', 'page-e', tokens.zhangsan);
    const junk = [
      'not json',
      '[1,2]',
      'null',
      JSON.stringify({ type: 'update_vxe_table' }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: 1 }] } }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: ['row', 'case'] } }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k'.repeat(201), args: [{}, 'case'] } }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 7, args: [{}, 'case'] } }),
      JSON.stringify({ type: 'common_send_date', data: { key: 'k', args: [] } }),
      JSON.stringify({ type: 'eval', data: 'globalThis.tableFrameEvaluated = true' }),
      '(function () { globalThis.tableFrameEvaluated = true; })()',
    ];
    for (const frame of junk) sender.send(frame);
    await expectNothingPending(watcher);
    await expectNothingPending(sender);
    expect((globalThis as { tableFrameEvaluated?: boolean }).tableFrameEvaluated).toBeUndefined();
  });

  it('closes a connection that sends a frame over the size bound (1009)', async () => {
    const socket = await connect('user-lisi', 'page-f', tokens.lisi);
    socket.send(JSON.stringify(update('k', { text: 'x'.repeat(PUSH_MAX_FRAME_BYTES) }, 'c')));
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses a handshake without a valid token, another user’s path, and a malformed page id', async () => {
    await expect(openSocket(`${base}/vxeSocket/user-lisi/page-g`)).rejects.toThrow('Unexpected server response: 401');
    const wrongUser = await connect('user-zhangsan', 'page-h', tokens.lisi);
    expect(await wrongUser.closed).toEqual({ code: 1008, reason: pushMessages.wrongUser });
    const badPage = await connect('user-lisi', encodeURIComponent('<page>'), tokens.lisi);
    expect(await badPage.closed).toEqual({ code: 1008, reason: pushMessages.badPageId });
  });

  it('stops forwarding once the session has ended', async () => {
    const token = await server.login('lisi');
    const socket = await connect('user-lisi', 'page-i', token);
    const watcher = await connect('user-zhangsan', 'page-j', tokens.zhangsan);
    await server.call({ method: 'POST', url: '/sys/logout', token });
    socket.send(JSON.stringify(update('k', { id: 1 }, 'c')));
    expect(await socket.closed).toEqual({ code: 1008, reason: pushMessages.sessionEnded });
    await expectNothingPending(watcher);
  });
});

describe('/vxeSocket: each connection works in one tenant', () => {
  it('does not forward one tenant’s row updates to another tenant’s pages', async () => {
    const sender = await connect('user-lisi', 'tenant-a', tokens.lisi);
    const sameTenant = await connect('user-zhangsan', 'tenant-b', tokens.zhangsan);
    const otherTenant = await connect('user-zhengshi', 'tenant-c', tokens.zhengshi);
    const frame = update('farm-order', { id: 'o-tenant-1', status: '2' }, 'case-t1');
    sender.send(JSON.stringify(frame));
    expect(await sender.next()).toEqual(frame);
    expect(await sameTenant.next()).toEqual(frame);
    await expectNothingPending(otherTenant);

    const fromTwo = update('farm-order', { id: 'o-tenant-2' }, 'case-t2');
    otherTenant.send(JSON.stringify(fromTwo));
    expect(await otherTenant.next()).toEqual(fromTwo);
    await expectNothingPending(sender);
    await expectNothingPending(sameTenant);
  });

  it('works in the tenant the tenantId parameter names, and without one in the user’s first tenant, as JeecgBoot’s clients connect', async () => {
    const adminInTwo = await connect('user-admin', 'tenant-d', tokens.admin, '?tenantId=2');
    const adminByDefault = await connect('user-admin', 'tenant-e', tokens.admin);
    const adminInOne = await connect('user-admin', 'tenant-f', tokens.admin, '?tenantId=1');
    const tenantTwo = await connect('user-zhengshi', 'tenant-g', tokens.zhengshi, '?tenantId=0');
    const frame = update('farm-repair', { id: 'r-2' }, 'case-t3');
    tenantTwo.send(JSON.stringify(frame));
    expect(await tenantTwo.next()).toEqual(frame);
    expect(await adminInTwo.next()).toEqual(frame);
    await expectNothingPending(adminByDefault);
    await expectNothingPending(adminInOne);
  });

  it('refuses a tenant that is not the user’s, as the tenant-id header is refused', async () => {
    const foreign = await connect('user-zhengshi', 'tenant-h', tokens.zhengshi, '?tenantId=1');
    expect(await foreign.closed).toEqual({ code: 1008, reason: tenancyMessages.notYourTenant });
    const unknown = await connect('user-lisi', 'tenant-i', tokens.lisi, '?tenantId=3');
    expect(await unknown.closed).toEqual({ code: 1008, reason: tenancyMessages.notYourTenant });
    // The refused connections never joined: a tenant-1 update reaches the sender alone.
    const sender = await connect('user-lisi', 'tenant-j', tokens.lisi);
    const frame = update('k', { id: 'after-refusal' }, 'c');
    sender.send(JSON.stringify(frame));
    expect(await sender.next()).toEqual(frame);
  });

  it('closes a connection at its next frame once its tenant is frozen', async () => {
    const socket = await connect('user-zhengshi', 'tenant-k', tokens.zhengshi);
    const db = server.app.db;
    await db.updateTable('sys_tenant').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      socket.send(HEARTBEAT);
      expect(await socket.closed).toEqual({ code: 1008, reason: tenancyMessages.notYourTenant });
      const refused = await connect('user-zhengshi', 'tenant-l', tokens.zhengshi);
      expect(await refused.closed).toEqual({ code: 1008, reason: tenancyMessages.noActiveTenant });
    } finally {
      await db.updateTable('sys_tenant').set({ status: 1 }).where('id', '=', 2).execute();
    }
  });
});
