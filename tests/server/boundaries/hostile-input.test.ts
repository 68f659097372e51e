import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http';
import { farmResources } from '../../../server/resources';
import { API, startServer, type TestServer } from '../support/test-server';
import { writeCounter } from '../support/write-counter';
import {
  columnNamesOf,
  farmCodes,
  hostileHeaders,
  hostileJson,
  hostileValue,
  plausibleRecord,
  resourceOf,
} from './hostile-values';

/**
 * Every API route, driven through its own schema with hostile values, every POST and PUT also with
 * hostile JSON bodies (the routes that read their body themselves, the online forms and the farm
 * business routes, most of all), and every request with hostile headers now and then: no input may
 * answer 5xx, and a refused request leaves the database as it was.
 */

// Fixed, so a failure replays; fast-check prints the seed and the shrunk counterexample.
// HOSTILE_SEED=n tries another seed, HOSTILE_RUNS=n more (or fewer) runs per route.
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_127);
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
// The routes that read their body themselves get more: no schema refuses for them.
const RUNS_PER_BODY_ROUTE = Math.round(RUNS_PER_ROUTE * 1.6);

/** Not driven: logout would revoke the token the run works with. (The sign-in routes are: their throttle
 *  refuses the address after a few failures, which is an answer too, and the run signed in before.) */
const LEFT_OUT = new Set(['POST /sys/logout', 'GET /sys/logout']);

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
    Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [
        name,
        fc.oneof({ weight: 2, arbitrary: plausible(field) }, { weight: 1, arbitrary: hostileValue }),
      ]),
    ),
  );
}

/** Percent-encodes as UTF-8 would, and a lone surrogate as its CESU-8 bytes (what a broken client sends). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface HostileRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** JSON text. */
  body: string;
  headers: Record<string, string>;
}

/**
 * Stored rows of the farm tables, so that hostile adds and edits reach the checks and the write of a
 * real record (never a user, a role or a grant: the run's own session lives on those).
 */
let storedRows: Record<string, Array<Record<string, unknown>>> = {};

/** A route parameter: mostly hostile; an online form's code is often a real one, so that the handler behind it runs. */
function paramValue(route: DeclaredRoute, name: string): fc.Arbitrary<unknown> {
  if (name === 'code' && route.url.includes('/online/'))
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...farmCodes) }, { weight: 1, arbitrary: hostileValue });
  return hostileValue;
}

/**
 * The body of a POST or PUT: the schema's own fields (one hostile now and then), any hostile value,
 * a hostile object keyed mostly by the columns of the route's table, or, for a farm resource, its
 * record with a field or a few swapped. Routes without a body schema get mostly the last two.
 */
function bodyFor(route: DeclaredRoute, params: Record<string, unknown>): fc.Arbitrary<string> {
  const resource = resourceOf(route.url, params);
  const rows = resource ? (storedRows[resource.code] ?? []) : [];
  const ids = rows.map((row) => String(row.id));
  const ownSchema = Boolean((route.schema?.body as FieldSchema | undefined)?.properties);
  const asJson = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: ownSchema ? 5 : 1, arbitrary: fieldsOf(route.schema?.body).map(asJson) },
    { weight: 1, arbitrary: hostileValue.map(asJson) },
    { weight: ownSchema ? 2 : 5, arbitrary: hostileJson(columnNamesOf(route.url, params), ids) },
    ...(resource ? [{ weight: 5, arbitrary: plausibleRecord(resource, rows) }] : []),
  );
}

function requestFor(route: DeclaredRoute, token: string, carriesBody: boolean): fc.Arbitrary<HostileRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const params = fc.record(
    Object.fromEntries(paramNames.map((name) => [name, paramValue(route, name)])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
  );
  return params.chain((chosen) =>
    fc.record({
      params: fc.constant(chosen),
      query: fieldsOf(route.schema?.querystring),
      body: carriesBody ? bodyFor(route, chosen) : fc.constant(''),
      headers: hostileHeaders(token),
    }),
  );
}

function urlOf(route: DeclaredRoute, request: HostileRequest): string {
  const path = route.url.replace(
    /:(\w+)|\*/g,
    (_match, name: string | undefined) => encode(asText(request.params[name ?? '*'])) || 'x',
  );
  const query = Object.entries(request.query).map(([name, value]) => `${encode(name)}=${encode(asText(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

let server: TestServer;
let token: string;

/** Rows the app has written since the count began: any write moves it. */
let changesSoFar: () => Promise<number>;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
  changesSoFar = await writeCounter(server.app.db);
  const rows = await Promise.all(
    farmResources.map(async (resource) => {
      const stored = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(resource.code)} order by id limit 3`.execute(server.app.db);
      return [resource.code, stored.rows] as const;
    }),
  );
  storedRows = Object.fromEntries(rows);
});
afterAll(() => server.close());

describe('hostile input on every route', () => {
  it('never answers 5xx, and a refused request changes nothing', async () => {
    const routes = server.app.apiRoutes.filter(
      (route) =>
        route.method !== 'HEAD' && !LEFT_OUT.has(`${route.method.split(',')[0]} ${route.url.slice(API.length)}`),
    );
    expect(routes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let served = 0;
    for (const route of routes) {
      const methods = route.method.split(',') as Array<'GET' | 'POST' | 'PUT' | 'DELETE'>;
      const method = methods[0];
      const carriesBody = method === 'POST' || method === 'PUT';
      const ownSchema = Boolean((route.schema?.body as FieldSchema | undefined)?.properties);
      const numRuns = carriesBody && !ownSchema ? RUNS_PER_BODY_ROUTE : RUNS_PER_ROUTE;
      await fc
        .assert(
          fc.asyncProperty(requestFor(route, token, carriesBody), async (request) => {
            const before = await changesSoFar();
            const response = await server.app.inject({
              method,
              url: urlOf(route, request),
              headers: { ...request.headers, ...(carriesBody ? { 'content-type': 'application/json' } : {}) },
              ...(carriesBody ? { payload: request.body } : {}),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            const answer = response.headers['content-type']?.toString().includes('json')
              ? (response.json() as { success?: boolean })
              : undefined;
            const refused = response.statusCode >= 400 || answer?.success === false;
            if (!refused) served += 1;
            if (refused) expect(await changesSoFar(), `refused but wrote: ${response.body.slice(0, 200)}`).toBe(before);
          }),
          { seed: SEED, numRuns, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(
            `${method} ${route.url}: ${error.message.split('\n').slice(0, 3).join(' ')} ${String((error.cause as Error | undefined)?.message ?? '').slice(0, 400)}`,
          ),
        );
    }
    expect(failures).toEqual([]);
    // The run reached the handlers (the token held to the end), not only the validator.
    expect(served).toBeGreaterThan(routes.length);
    expect(
      (await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token })).statusCode,
    ).toBe(200);
  }, 600_000);
});
