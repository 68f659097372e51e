/*
 * Scale-out: the 1,000,000-order list on PostgreSQL beside the same query run directly, and
 * requests per second with p50/p99 at 50 and 200 connections for one instance on SQLite, one on
 * PostgreSQL and two on PostgreSQL sharing Redis, in one run, under a mix of reads and writes.
 * PostgreSQL and Redis are throwaway servers this run starts (Debian's packages); PostgreSQL
 * commits durably, as SQLite does. Writes its section of BENCHMARKS.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../server/app';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster';
import { startRedis } from '../tests/server/redis/redis-server';
import { fillOrdersOnPostgres } from './scale-out/fill-orders-postgres';
import { type Instance, startInstance } from './scale-out/instances';
import { type LoadRequest, percentile, runLoad } from './server-orders/load';
import { type Measured, measure, ms, scenarios } from './server-orders/measure';
import { loadAverage, machine, writeSection } from './server-orders/report';

const ROWS = Number(process.env.SCALE_BENCH_ROWS ?? 1_000_000);
const PASSWORD = 'Bench-scale-2024';
const CONNECTION_COUNTS = [50, 200];
const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 20);
const API = '/farm-machine';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-scale-bench-'));
  dirs.push(dir);
  return dir;
};

async function createDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
}

/** Part one: the order list of the SQLite benchmark, on 1,000,000 orders in PostgreSQL. */
async function listOnPostgres(databaseUrl: string): Promise<{ markdown: string; rows: number; fillSeconds: number }> {
  const now = Date.now();
  const settings = { dataDir: freshDir(), databaseUrl, captcha: false, adminPassword: PASSWORD };
  const started = performance.now();
  const seeded = await buildServer({ settings, clock: () => now });
  await seeded.close();
  const rows = await fillOrdersOnPostgres(databaseUrl, ROWS, now);
  const fillSeconds = (performance.now() - started) / 1000;
  process.stdout.write(`${rows} orders on PostgreSQL in ${fillSeconds.toFixed(0)} s\n`);

  const app = await buildServer({ settings });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const login = await app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username: 'admin', password: PASSWORD },
    });
    const token = String(login.json().result.token);
    const measured: Measured[] = [];
    for (const scenario of scenarios) measured.push(await measure(app, port, token, scenario, 50));
    return { markdown: measured.map((one) => one.markdown).join(''), rows, fillSeconds };
  } finally {
    await app.close();
  }
}

/** Four list pages read for every order booked: staff paging a list while orders come in. */
function mixedRequests(): LoadRequest[] {
  const requests: LoadRequest[] = [];
  for (let index = 0; index < 20; index += 1) {
    if (index % 5 === 4) {
      requests.push({
        method: 'POST',
        path: `${API}/farm/order/add`,
        body: {
          farmerName: `压测农户${index}`,
          farmerPhone: '13812345678',
          province: '河南省',
          city: '周口市',
          machineType: '2',
          workType: '7',
          workArea: 30,
          orderDate: '2026-09-25',
        },
      });
    } else {
      const query = new URLSearchParams({
        pageNo: String(index + 1),
        pageSize: '10',
        column: 'orderDate',
        order: 'desc',
      });
      requests.push(`${API}/farm/order/list?${query}`);
    }
  }
  return requests;
}

async function signIn(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}${API}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await answer.json()) as { success: boolean; message: string; result?: { token?: string } };
  if (!body.success || !body.result?.token) throw new Error(`sign-in failed: ${body.message}`);
  return body.result.token;
}

interface Setup {
  name: string;
  /** Each instance's settings; the first starts (and seeds) before the others. */
  instances: Record<string, string>[];
}

interface Row {
  setup: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function throughput(setup: Setup): Promise<Row[]> {
  const started: Instance[] = [];
  try {
    const [first, ...others] = setup.instances;
    if (!first) return [];
    started.push(await startInstance(first));
    for (const env of others) started.push(await startInstance(env));
    const ports = started.map((instance) => instance.port);
    const token = await signIn(ports[0] ?? 0);
    const plan = {
      port: ports[0] ?? 0,
      ports,
      headers: { 'X-Access-Token': token, 'tenant-id': '0' },
      paths: [],
      requests: mixedRequests(),
    };
    const rows: Row[] = [];
    for (const connections of CONNECTION_COUNTS) {
      await runLoad({ ...plan, connections, maxRequests: 1000, maxSeconds: 5 });
      const loaded = await runLoad({ ...plan, connections, maxRequests: 1_000_000, maxSeconds: SECONDS });
      rows.push({
        setup: setup.name,
        connections,
        rps: loaded.requests / loaded.seconds,
        p50: percentile(loaded.latencies, 0.5),
        p99: percentile(loaded.latencies, 0.99),
        requests: loaded.requests,
        errors: loaded.errors,
      });
      process.stdout.write(
        `${setup.name}, ${connections} connections: ${(loaded.requests / loaded.seconds).toFixed(0)} rps\n`,
      );
    }
    return rows;
  } finally {
    await Promise.all(started.map((instance) => instance.stop()));
  }
}

async function main(): Promise<void> {
  const load = loadAverage();
  const cluster = startPostgresCluster({ durable: true });
  const redis = await startRedis();
  try {
    await createDatabase(cluster.urlOf('postgres'), 'farm_orders');
    await createDatabase(cluster.urlOf('postgres'), 'farm_one');
    await createDatabase(cluster.urlOf('postgres'), 'farm_two');
    const list = await listOnPostgres(cluster.urlOf('farm_orders'));

    const common = { FARM_ADMIN_PASSWORD: PASSWORD, FARM_SIGN_SECRET: 'bench-shared-sign-secret' };
    const twoDir = freshDir();
    const two = {
      ...common,
      FARM_DATA_DIR: twoDir,
      FARM_DATABASE_URL: cluster.urlOf('farm_two'),
      FARM_REDIS_URL: redis.url,
    };
    const setups: Setup[] = [
      { name: 'one instance, SQLite', instances: [{ ...common, FARM_DATA_DIR: freshDir() }] },
      {
        name: 'one instance, PostgreSQL',
        instances: [{ ...common, FARM_DATA_DIR: freshDir(), FARM_DATABASE_URL: cluster.urlOf('farm_one') }],
      },
      { name: 'two instances, PostgreSQL + Redis', instances: [two, two] },
    ];
    const rows: Row[] = [];
    for (const setup of setups) rows.push(...(await throughput(setup)));

    const table = rows
      .map(
        (row) =>
          `| ${row.setup} | ${row.connections} | ${row.rps.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.requests} / ${row.errors} |`,
      )
      .join('\n');
    const report = `
## Scale-out: PostgreSQL, Redis and two instances

\`bench/scale-out.bench.ts\`, run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};
load average ${load.toFixed(1)} when it started. PostgreSQL (a throwaway cluster of Debian's
server, durable commits, default settings otherwise) and Redis run on the same machine.

### The order list on PostgreSQL: ${list.rows.toLocaleString('en')} orders, 50 connections

The same requests as the SQLite order-list benchmark above, the server in this process on
PostgreSQL (orders loaded in ${list.fillSeconds.toFixed(0)} s); the database figure runs the same parsed list query,
narrowed to the admin's tenant as the server narrows every list, through the server's own
connection pool.
${list.markdown}
### Requests per second, a mix of reads and writes

Every fifth request books an order (\`POST /farm/order/add\`), the others read a page of the
order list (\`GET /farm/order/list\`, newest first), signed in as admin over the demo data
(10,000 orders). Each instance is \`server/main.ts\` in a process of its own, as an operator
starts it, with its request log on; two instances share one database, one Redis and one data
directory, and the load spreads its connections over them in turn, as a balancer would. ${SECONDS} s
per figure after a warm-up; the load runs in a worker thread of the benchmark's process.

| setup | connections | requests per second | p50 | p99 | requests / errors |
|---|---|---|---|---|---|
${table}
`;
    writeSection('scale-out', report);
    process.stdout.write(report);
  } finally {
    await redis.stop();
    cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
