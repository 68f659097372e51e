import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from '@redis/client';

/** A throwaway `redis-server` this test file starts and stops: no disk, no other client. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (the port stays this file's, so `start()` brings it back at the same address). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** How many connections are subscribed to the channel now (`PUBSUB NUMSUB`): who a message published now reaches. */
  subscribers(channel: string): Promise<number>;
}

const READY = /Ready to accept connections/;

/** A port nobody listens on now, on the loopback address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) =>
      reject(new Error(`redis-server could not be started (Debian: apt-get install redis-server): ${error.message}`)),
    );
    child.on('exit', (code) => reject(new Error(`redis-server ended at start (${code}): ${output.slice(-500)}`)));
  });
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (!child) return;
      const stopping = ended(child);
      child.kill('SIGTERM');
      await stopping;
      child = undefined;
    },
    async start() {
      child ??= await launch(port);
    },
    async subscribers(channel) {
      const client = createClient({ url: `redis://127.0.0.1:${port}` });
      await client.connect();
      try {
        const [, count] = (await client.sendCommand(['PUBSUB', 'NUMSUB', channel])) as [string, number];
        return Number(count);
      } finally {
        client.destroy();
      }
    },
  };
}
