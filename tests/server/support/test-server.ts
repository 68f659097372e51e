import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, type BuildOptions } from '../../../server/app';
import type { ServerSettings } from '../../../server/config/settings';
import { inject } from 'vitest';
import { databaseUrlFor, dropDatabaseFor } from './test-database';
import { ADMIN_PASSWORD_FOR_TESTS, DEFAULT_TEST_NOW, DEMO_PASSWORD_FOR_TESTS } from './test-defaults';

export const API = '/farm-machine';
export const ADMIN_PASSWORD = ADMIN_PASSWORD_FOR_TESTS;
export const DEMO_PASSWORD = DEMO_PASSWORD_FOR_TESTS;

/** Settings a first start reads: a test choosing any of them gets a database seeded its way, not the template. */
const FIRST_START_SETTINGS = ['adminPassword', 'demoData', 'demoPassword'] as const;

/** The envelope every JSON answer carries. */
export interface Answer<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A clock the test moves by hand (captcha expiry, rate-limit windows, session lifetime). */
export class TestClock {
  constructor(public now = DEFAULT_TEST_NOW) {}
  readonly read = () => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

/** A fresh data directory for one test file: its own database file. */
export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'farm-server-test-'));
}

/**
 * A fresh data directory holding the run's seeded template (and its database on PostgreSQL), for
 * tests that start several servers on one store: pass it as `dataDir` to each; the caller removes it.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = freshDataDir();
  cpSync(inject('seededTemplateDir'), dataDir, { recursive: true });
  await databaseUrlFor(dataDir, true);
  return dataDir;
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  /** `app.inject` with the API base prefixed to the url. */
  call(options: InjectOptions & { url: string; token?: string }): Promise<LightMyRequestResponse>;
  /** Signs in (no captcha) and returns the token; fails the test when login fails. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startServer(
  settings: Partial<ServerSettings> = {},
  options: Omit<BuildOptions, 'settings' | 'clock'> & { dataDir?: string; clock?: TestClock } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  // With the defaults the seed would write exactly what the run's template holds: copy it.
  const fromTemplate = !options.dataDir && !options.clock && !FIRST_START_SETTINGS.some((key) => key in settings);
  if (fromTemplate) cpSync(inject('seededTemplateDir'), dataDir, { recursive: true });
  const databaseUrl = await databaseUrlFor(dataDir, fromTemplate);
  const clock = options.clock ?? new TestClock();
  const app = await buildServer({
    settings: {
      captcha: false,
      adminPassword: ADMIN_PASSWORD,
      demoData: true,
      demoPassword: DEMO_PASSWORD,
      signSecret: undefined,
      databaseUrl,
      ...settings,
      dataDir,
    },
    clock: clock.read,
    logger: options.logger,
    terminal: options.terminal,
  });
  const call: TestServer['call'] = ({ url, token, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `${API}${url}`,
      headers: { ...headers, ...(token ? { 'X-Access-Token': token } : {}) },
    });
  return {
    app,
    clock,
    dataDir,
    call,
    // Admin and demo accounts share one password on a test server (DEMO_PASSWORD_FOR_TESTS).
    async login(username, password = ADMIN_PASSWORD) {
      const response = await call({ method: 'POST', url: '/sys/login', payload: { username, password } });
      const answer = response.json<Answer<{ token: string }>>();
      if (!answer.success) throw new Error(`login of ${username} failed: ${answer.message}`);
      return answer.result.token;
    },
    async close() {
      await app.close();
      if (options.dataDir) return;
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabaseFor(dataDir);
    },
  };
}

/** Fails when an answer carries anything of a stored password. */
export function expectNoSecrets(body: string): void {
  for (const secret of ['"password"', '"salt"', 'scrypt$', '"tokenHash"']) {
    if (body.includes(secret)) throw new Error(`answer leaks ${secret}: ${body.slice(0, 200)}`);
  }
}
