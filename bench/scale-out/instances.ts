import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../tests/server/redis/redis-server';

/** A server instance in a process of its own, as an operator starts it (`server/main.ts`). */
export interface Instance {
  port: number;
  stop(): Promise<void>;
}

/** Resolves once the instance answers HTTP; rejects if the process ends first. */
function whenListening(child: ChildProcess, port: number, errors: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    child.once('exit', (code) => {
      if (done) return;
      done = true;
      reject(new Error(`the instance on port ${port} ended (${code}) before listening: ${errors()}`));
    });
    const probe = async () => {
      if (done) return;
      try {
        await fetch(`http://127.0.0.1:${port}/farm-machine/sys/randomImage/probe`);
        done = true;
        resolve();
      } catch {
        setTimeout(probe, 200);
      }
    };
    void probe();
  });
}

/**
 * Starts `server/main.ts` with the given settings (FARM_* environment) on a free port. Its
 * request log goes nowhere: the figures are the server's, not a terminal's.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', FARM_CAPTCHA: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await whenListening(child, port, () => stderr);
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
