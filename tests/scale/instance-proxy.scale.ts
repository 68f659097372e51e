import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { startInstanceProxy, type InstanceName, type InstanceProxy } from './instance-proxy';

// The proxy the journeys go through (instance-proxy.ts), over two plain HTTP servers standing in
// for the instances: how it shares out requests and what it does when an instance goes away.

interface StandIn {
  port: number;
  /** The methods and paths it received, in order. */
  seen: string[];
  close(): Promise<void>;
}

/** Answers its name; one that `drops` cuts the connection of a `/drop` it received, without an answer. */
async function standIn(name: string, drops = false): Promise<StandIn> {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (drops && request.url === '/drop') request.socket.destroy();
    else response.end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the stand-in has no port');
  return {
    port: address.port,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let first: StandIn;
let second: StandIn;
let proxy: InstanceProxy;

test.beforeEach(async () => {
  first = await standIn('first', true);
  second = await standIn('second');
  proxy = await startInstanceProxy(0, { first: first.port, second: second.port });
});

test.afterEach(async () => {
  await proxy.close();
  await first.close();
  await second.close();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${proxy.origin}${path}`, init).then(async (response) => ({
    status: response.status,
    servedBy: response.headers.get('x-farm-served-by'),
    text: await response.text(),
  }));

test('unpinned requests take the instances in turn; a pin by cookie or header keeps to one', async () => {
  const turns = [await call('/a'), await call('/b'), await call('/c'), await call('/d')].map((r) => r.text);
  expect(new Set(turns.slice(0, 2))).toEqual(new Set(['first', 'second']));
  expect(turns.slice(2)).toEqual(turns.slice(0, 2));
  for (const instance of ['first', 'second'] as InstanceName[]) {
    for (let i = 0; i < 3; i += 1) {
      expect((await call('/pinned', { headers: { cookie: `other=1; farm-instance=${instance}` } })).text).toBe(
        instance,
      );
      expect((await call('/pinned', { headers: { 'x-farm-instance': instance } })).servedBy).toBe(instance);
    }
  }
});

test('an instance that refuses connections is skipped, for writes too', async () => {
  await first.close();
  for (let i = 0; i < 3; i += 1) {
    const written = await call('/write', {
      method: 'POST',
      body: '{}',
      headers: { 'x-farm-instance': 'first', 'content-type': 'application/json' },
    });
    expect(written).toMatchObject({ status: 200, servedBy: 'second', text: 'second' });
  }
  expect(second.seen).toEqual(['POST /write', 'POST /write', 'POST /write']);
});

test('a read an instance dropped is asked of the other; a dropped write is answered 502, never repeated', async () => {
  const pinned = { 'x-farm-instance': 'first' };
  expect(await call('/drop', { headers: pinned })).toMatchObject({ status: 200, servedBy: 'second' });
  expect(await call('/drop', { method: 'POST', body: 'row', headers: pinned })).toMatchObject({ status: 502 });
  expect(first.seen).toEqual(['GET /drop', 'POST /drop']);
  expect(second.seen).toEqual(['GET /drop']);
});
