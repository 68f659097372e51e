import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http';
import { API, startServer, type TestServer } from '../support/test-server';

/**
 * Every API route, driven through its own schema with hostile values: no input may answer 5xx,
 * and a refused request leaves the database as it was.
 */

// Fixed, so a failure replays; fast-check prints the seed and the shrunk counterexample.
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_127);
const RUNS_PER_ROUTE = 25;

/** Not hammered: the sign-in routes throttle by address (refusals, never 5xx, but they would lock the admin
 *  out for the rest of the run), and logout would revoke the token the run works with. */
const LEFT_OUT = new Set(['POST /sys/login', 'POST /sys/mLogin', 'POST /sys/phoneLogin', 'POST /sys/logout', 'GET /sys/logout']);

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });

const hostileText = fc.oneof(
  fc.constantFrom(
    '\ud800', 'a\udc00b', '\udbff\ud800', '', ' ', '\t\n', '1e309', '1e999', 'Infinity', '-Infinity', 'NaN', '-0',
    '9007199254740993', '-9007199254740993', '0x10', '1,,2', '__proto__', 'constructor', 'prototype', "' or 1=1 --",
    '%', '_', '\u0000', '../../etc/passwd', '*', '!', '>= x', '#{sys_user_code}', 'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(null, -0, -1, 0.5, 1e308, -1e308, 9_007_199_254_740_993, true, false),
  fc.constantFrom([], ['\ud800'], [null, 1e308], {}, { __proto__x: 1, constructor: 'x' }, deep(40), deep(100)),
  fc.array(hostileText, { maxLength: 3 }),
);

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
}

/** A value the field's schema accepts, so that a hostile neighbour gets past validation to the handler. */
function plausible(field: FieldSchema | undefined): fc.Arbitrary<unknown> {
  if (field?.enum?.length) return fc.constantFrom(...field.enum);
  const type = Array.isArray(field?.type) ? field.type[0] : field?.type;
  if (type === 'integer' || type === 'number') return fc.constantFrom(7, '7', 12_345);
  if (type === 'boolean') return fc.constant(true);
  if (type === 'array') return fc.constant([]);
  if (type === 'object') return fc.constant({});
  return fc.constantFrom('abc12345', '测试数据', '2026-01-02 03:04:05', 'A01', '1');
}

/** Each field the schema part declares: mostly plausible, often hostile; a schema without properties gets a made-up field. */
function fieldsOf(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema as FieldSchema | undefined)?.properties ?? { id: {} };
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, fc.oneof({ weight: 2, arbitrary: plausible(field) }, { weight: 1, arbitrary: hostileValue })])),
  );
}

/** Percent-encodes as UTF-8 would, and a lone surrogate as its CESU-8 bytes (what a broken client sends). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

interface HostileRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function requestFor(route: DeclaredRoute): fc.Arbitrary<HostileRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const record = (names: string[]) => fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])) as Record<string, fc.Arbitrary<unknown>>);
  return fc.record({
    params: record(paramNames),
    query: fieldsOf(route.schema?.querystring),
    body: fc.oneof({ weight: 5, arbitrary: fieldsOf(route.schema?.body) }, hostileValue),
  });
}

function urlOf(route: DeclaredRoute, request: HostileRequest): string {
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => encode(asText(request.params[name ?? '*'])) || 'x');
  const query = Object.entries(request.query).map(([name, value]) => `${encode(name)}=${encode(asText(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

let server: TestServer;
let token: string;

/** Rows changed through the app's own connection since it opened: any write moves it. */
async function changesSoFar(): Promise<number> {
  const row = await sql<{ changes: number }>`select total_changes() as changes`.execute(server.app.db);
  return Number(row.rows[0].changes);
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
});
afterAll(() => server.close());

describe('hostile input on every route', () => {
  it('never answers 5xx, and a refused request changes nothing', async () => {
    const routes = server.app.apiRoutes.filter((route) => route.method !== 'HEAD' && !LEFT_OUT.has(`${route.method.split(',')[0]} ${route.url.slice(API.length)}`));
    expect(routes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let served = 0;
    for (const route of routes) {
      const method = route.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const carriesBody = method === 'POST' || method === 'PUT';
      await fc
        .assert(
          fc.asyncProperty(requestFor(route), async (request) => {
            const before = await changesSoFar();
            const response = await server.app.inject({
              method,
              url: urlOf(route, request),
              headers: { 'X-Access-Token': token, ...(carriesBody ? { 'content-type': 'application/json' } : {}) },
              ...(carriesBody ? { payload: JSON.stringify(request.body) ?? 'null' } : {}),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            const answer = response.headers['content-type']?.toString().includes('json') ? (response.json() as { success?: boolean }) : undefined;
            const refused = response.statusCode >= 400 || answer?.success === false;
            if (!refused) served += 1;
            if (refused) expect(await changesSoFar(), `refused but wrote: ${response.body.slice(0, 200)}`).toBe(before);
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) => failures.push(`${method} ${route.url}: ${error.message.split('\n').slice(0, 3).join(' ')} ${String((error.cause as Error | undefined)?.message ?? '').slice(0, 400)}`));
    }
    expect(failures).toEqual([]);
    // The run reached the handlers (the token held to the end), not only the validator.
    expect(served).toBeGreaterThan(routes.length);
    expect((await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token })).statusCode).toBe(200);
  }, 240_000);
});
