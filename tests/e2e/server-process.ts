import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './console-fixture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The real server (`server/main.ts`) as a process of the test run, on its own port and data
 * directory, with the test settings (captcha off, the tests' passwords) and any further variables
 * of `env`. It serves the front end already built into FARM_DIST_DIR; it can be stopped and started
 * again on the same database.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        FARM_DATA_DIR: this.dataDir,
        FARM_CAPTCHA: 'off',
        FARM_ADMIN_PASSWORD: ADMIN_PASSWORD,
        // The demo accounts the tests sign in as get this one password instead of random ones (console-fixture.ts).
        FARM_DEMO_PASSWORD: DEMO_PASSWORD,
        ...this.env,
      },
      // Its log is noise to a test run; what it says on stderr (a failed start) is not.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    // A limit for a server that never answers (a first start migrates and seeds the database).
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server on port ${this.port} exited with ${child.exitCode}`);
          try {
            return (await fetch(`${this.origin}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 240000, intervals: [100, 250] },
      )
      .toBe(200);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
