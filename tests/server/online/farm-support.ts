import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { startServer, type Answer, type TestServer } from '../support/test-server';

export type { Answer } from '../support/test-server';

/** The admin belongs to tenants 1 and 2 and works in his first unless a request names another. */
export const ADMIN_TENANT = 1;

/** A JeecgBoot page as the lists answer it. */
export interface PageOf<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface FarmServer {
  server: TestServer;
  /** The admin's token (every farm button). */
  admin: string;
  /** Signs in a demo user (see db/seed/system-demo/people.ts). */
  tokenOf(username: string): Promise<string>;
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; payload?: InjectOptions['payload']; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** GET as the admin, answering the envelope. */
  get<T = unknown>(url: string, token?: string): Promise<Answer<T>>;
  /** A list page as the admin. */
  page<T = Record<string, unknown>>(url: string): Promise<PageOf<T>>;
  /** How many rows of a farm table a tenant holds, read from the database (the admin works in tenant 1). */
  countIn(table: string, tenantId?: number): Promise<number>;
  close(): Promise<void>;
}

export async function farmServer(): Promise<FarmServer> {
  const server = await startServer();
  const admin = await server.login('admin');
  const tokens = new Map<string, string>([['admin', admin]]);
  const call: FarmServer['call'] = (method, url, options = {}) =>
    server.call({ method, url, token: options.token ?? admin, payload: options.payload, headers: options.headers });
  const get: FarmServer['get'] = async (url, token) => (await call('GET', url, { token })).json();
  return {
    server,
    admin,
    async tokenOf(username) {
      const known = tokens.get(username);
      if (known) return known;
      const token = await server.login(username);
      tokens.set(username, token);
      return token;
    },
    call,
    get,
    async page(url) {
      const answer = await get<PageOf>(url);
      if (!answer.success) throw new Error(`${url}: ${answer.message}`);
      return answer.result as never;
    },
    async countIn(table, tenantId = ADMIN_TENANT) {
      const db = server.app.db as unknown as Kysely<Record<string, { tenantId: number }>>;
      const counted = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', tenantId)
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },
    close: () => server.close(),
  };
}

/** `superQueryParams` as the advanced-query builder sends it. */
export function superQuery(
  items: readonly { field: string; rule: string; val: unknown }[],
  match: 'and' | 'or' = 'and',
): string {
  return `superQueryParams=${encodeURIComponent(JSON.stringify(items))}&superQueryMatchType=${match}`;
}

/** A multipart body with files (field `files[]` unless named) and plain fields. */
export function multipart(
  files: readonly { name: string; data: Buffer; field?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----farm-test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files[]'}"; filename="${file.name}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An order as the order form sends it, in 河南省 unless `overrides` say otherwise. */
export function newOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    farmerName: '孙守田',
    farmerPhone: '13812345678',
    province: '河南省',
    city: '周口市',
    machineType: '2',
    workType: '7',
    cropType: '1',
    workArea: 50,
    unitPrice: 90,
    orderDate: '2024-09-25',
    ...overrides,
  };
}
