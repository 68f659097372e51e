/*
 * The order list under load: 1,000,000 orders in a temporary data directory, one page of a
 * list sorted by an indexed column (the appointment date) with an advanced query of two
 * conditions, asked by 50 concurrent keep-alive connections on loopback. Reports requests per
 * second, p50 and p99, and compares the server with the same list query run directly on the
 * database in the same run. Two queries: a selective one and one matching 160,000 orders.
 * Writes its section of BENCHMARKS.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { fillOrders } from './server-orders/fill-orders';
import { type Measured, measure, scenarios } from './server-orders/measure';
import { loadAverage, machine, writeSection } from './server-orders/report';

const ROWS = 1_000_000;
const CONNECTIONS = 50;
const PASSWORD = 'Bench-orders-2024';

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
    for (const scenario of scenarios) measured.push(await measure(app, port, token, scenario, CONNECTIONS));
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
the server adds ${overhead} ms (one connection, p50): the session lookup (one query by the
token's unique hash, compiled once: \`server/db/prepared-query.ts\`), HTTP and JSON. The
dictionary texts, the labels of referenced rows, the caller's roles, button codes and data rules
and the active tenants come from memory (\`server/modules/dict/dictionary-cache.ts\`,
\`server/modules/dict/reference-label-cache.ts\`, \`server/access/grant-cache.ts\`, each emptied by
a write to its tables) and prepared statements are kept by SQL text (\`server/db/statement-cache.ts\`).
`;
    writeSection('server-orders', report);
    process.stdout.write(report);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
