/*
 * The order list under load: 1,000,000 orders in a temporary data directory, one page of a
 * list sorted by an indexed column (the appointment date) with an advanced query of two
 * conditions, asked by 50 concurrent keep-alive connections on loopback. Reports requests per
 * second, p50 and p99, and compares the server with the same list query run directly on the
 * database in the same run. Two queries: a selective one and one matching 160,000 orders.
 * Writes its section of BENCHMARKS.md.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { listResourceOf, resourceByCode } from '../server/modules/online';
import { fetchPage, parseListQuery } from '../server/query';
import { fillOrders } from './server-orders/fill-orders';
import { percentile, runLoad } from './server-orders/load';
import { loadAverage, machine, writeSection } from './server-orders/report';

const ROWS = 1_000_000;
const CONNECTIONS = 50;
const PASSWORD = 'Bench-orders-2024';

interface Scenario {
  name: string;
  conditions: { field: string; rule: string; val: string }[];
}

const scenarios: Scenario[] = [
  {
    name: "a dispatcher's open orders: `province eq 黑龙江省 and status eq 1`",
    conditions: [
      { field: 'province', rule: 'eq', val: '黑龙江省' },
      { field: 'status', rule: 'eq', val: '1' },
    ],
  },
  {
    name: 'finished orders of a province: `province eq 河南省 and status eq 4`',
    conditions: [
      { field: 'province', rule: 'eq', val: '河南省' },
      { field: 'status', rule: 'eq', val: '4' },
    ],
  },
];

const listQuery = (scenario: Scenario, pageNo: number) => ({
  pageNo: String(pageNo),
  pageSize: '10',
  column: 'orderDate',
  order: 'asc',
  superQueryParams: encodeURIComponent(JSON.stringify(scenario.conditions)),
  superQueryMatchType: 'and',
});
/** Pages 1-20 in turn: users paging through the list. */
const pageOf = (index: number) => (index % 20) + 1;
const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Measured {
  markdown: string;
  /** What the server adds to the database's work per request (one connection, p50). */
  overhead: number;
}

async function measure(app: FastifyInstance, port: number, token: string, scenario: Scenario): Promise<Measured> {
  const headers = { 'X-Access-Token': token, 'tenant-id': '0' };
  const paths = Array.from(
    { length: 20 },
    (_, index) => `/farm-machine/farm/order/list?${new URLSearchParams(listQuery(scenario, pageOf(index)))}`,
  );
  const plan = { port, headers, paths };
  await runLoad({ ...plan, connections: CONNECTIONS, maxRequests: 500, maxSeconds: 5 });
  const loaded = await runLoad({ ...plan, connections: CONNECTIONS, maxRequests: 20_000, maxSeconds: 20 });
  const single = await runLoad({ ...plan, connections: 1, maxRequests: 500, maxSeconds: 15 });

  const orders = resourceByCode('farm_order');
  if (!orders) throw new Error('the order resource is not declared');
  const direct: number[] = [];
  let matching = 0;
  for (let index = 0; index < 500; index += 1) {
    const sent = performance.now();
    const page = await fetchPage(
      app.db.selectFrom('farm_order').selectAll(),
      parseListQuery(listQuery(scenario, pageOf(index)), listResourceOf(orders)),
    );
    direct.push(performance.now() - sent);
    matching = page.total;
  }
  direct.sort((a, b) => a - b);

  const rps = loaded.requests / loaded.seconds;
  const dbP50 = percentile(direct, 0.5);
  const singleP50 = percentile(single.latencies, 0.5);
  const perRequest = 1000 / rps;
  const markdown = `
### ${scenario.name} (${matching.toLocaleString('en')} matching orders)

| figure | value |
|---|---|
| requests per second (${CONNECTIONS} connections) | ${rps.toFixed(0)} |
| p50 / p99 latency (${CONNECTIONS} connections) | ${ms(percentile(loaded.latencies, 0.5))} / ${ms(percentile(loaded.latencies, 0.99))} |
| requests / errors | ${loaded.requests} / ${loaded.errors} in ${loaded.seconds.toFixed(1)} s |
| p50 latency, one connection | ${ms(singleP50)} |
| the same list query on the database (count + page), p50 | ${ms(dbP50)} |
| server time per request (1 / requests per second) | ${ms(perRequest)} |
| **server / database, one connection p50** | **${(singleP50 / dbP50).toFixed(2)}** |
| **server / database, time per request under load** | **${(perRequest / dbP50).toFixed(2)}** |
| server / database, p50 under ${CONNECTIONS} connections (mostly queueing) | ${(percentile(loaded.latencies, 0.5) / dbP50).toFixed(1)} |
`;
  return { markdown, overhead: singleP50 - dbP50 };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farm-bench-'));
  const settings = { dataDir, captcha: false, adminPassword: PASSWORD };
  try {
    const now = Date.now();
    const started = performance.now();
    const seeded = await buildServer({ settings, clock: () => now });
    await seeded.close();
    const rows = fillOrders(dataDir, ROWS, now);
    const loadSeconds = (performance.now() - started) / 1000;
    process.stdout.write(`${rows} orders ready in ${loadSeconds.toFixed(1)} s\n`);

    const app = await buildServer({ settings });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const login = await app.inject({
      method: 'POST',
      url: '/farm-machine/sys/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    const token = String(login.json().result.token);
    const load = loadAverage();
    const measured: Measured[] = [];
    for (const scenario of scenarios) measured.push(await measure(app, port, token, scenario));
    const overhead = measured.map((one) => one.overhead.toFixed(1)).join(' and ');
    await app.close();

    const report = `
## Order list: 1,000,000 orders, 50 connections

\`bench/server-orders.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};
load average ${load.toFixed(1)} when it started (other work shared the machine).

\`GET /farm/order/list?pageNo=1..20&pageSize=10&column=orderDate&order=asc\` with an advanced
query of two conditions, signed in as admin, over ${rows.toLocaleString('en')} orders generated like the
demo seed (loaded in ${loadSeconds.toFixed(0)} s). The answer is the full page: count, ten rows, dictionary
texts and reference labels. The database figure runs the same parsed list query (count and
page) on the same database in the same process.
${measured.map((one) => one.markdown).join('')}
The load runs in a worker thread of the same process; the server runs queries one at a time
(better-sqlite3 is synchronous), so under 50 connections a request mostly waits for the ones
ahead of it. The time the server spends per request (1 / requests per second) and the
one-connection p50 are the figures to compare with the database's (aim: under 2). Per request
the server adds ${overhead} ms (one connection, p50) whatever the query: the session lookup (one
query by the token's unique hash), the dictionary texts (one query for every dictionary of the
page) and reference labels (one query per referenced table), HTTP and JSON. The caller's roles
and button codes come from memory (\`server/access/grant-cache.ts\`, emptied by any write to a
grant table) and prepared statements are kept by SQL text (\`server/db/statement-cache.ts\`).
`;
    writeSection('server-orders', report);
    process.stdout.write(report);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
