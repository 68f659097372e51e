import type { FastifyInstance } from 'fastify';
import { inScope, listResourceOf, resourceByCode, tenantScope } from '../../server/modules/online';
import { fetchPage, parseListQuery } from '../../server/query';
import { percentile, runLoad } from './load';

/** An advanced query of the order list, as the list page sends it. */
export interface Scenario {
  name: string;
  conditions: { field: string; rule: string; val: string }[];
}

export const scenarios: Scenario[] = [
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
/**
 * The tenant the admin works in (his first; the requests name none): the server narrows every list
 * to it, so the database figure runs the query with that condition too.
 */
const ADMIN_TENANT = 1;
export const ms = (value: number) => `${value.toFixed(2)} ms`;

export interface Measured {
  markdown: string;
  /** What the server adds to the database's work per request (one connection, p50). */
  overhead: number;
}

/**
 * One scenario against a listening server: `connections` concurrent connections, one connection,
 * and the same parsed list query, narrowed to the caller's tenant as the server narrows it, run
 * directly on the server's database in this process.
 */
export async function measure(
  app: FastifyInstance,
  port: number,
  token: string,
  scenario: Scenario,
  connections: number,
): Promise<Measured> {
  const headers = { 'X-Access-Token': token, 'tenant-id': '0' };
  const paths = Array.from(
    { length: 20 },
    (_, index) => `/farm-machine/farm/order/list?${new URLSearchParams(listQuery(scenario, pageOf(index)))}`,
  );
  const plan = { port, headers, paths };
  await runLoad({ ...plan, connections, maxRequests: 500, maxSeconds: 5 });
  const loaded = await runLoad({ ...plan, connections, maxRequests: 20_000, maxSeconds: 20 });
  const single = await runLoad({ ...plan, connections: 1, maxRequests: 500, maxSeconds: 15 });

  const orders = resourceByCode('farm_order');
  if (!orders) throw new Error('the order resource is not declared');
  const direct: number[] = [];
  let matching = 0;
  for (let index = 0; index < 500; index += 1) {
    const sent = performance.now();
    const page = await fetchPage(
      inScope(app.db.selectFrom('farm_order').selectAll(), tenantScope(ADMIN_TENANT)),
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
| requests per second (${connections} connections) | ${rps.toFixed(0)} |
| p50 / p99 latency (${connections} connections) | ${ms(percentile(loaded.latencies, 0.5))} / ${ms(percentile(loaded.latencies, 0.99))} |
| requests / errors | ${loaded.requests} / ${loaded.errors} in ${loaded.seconds.toFixed(1)} s |
| p50 latency, one connection | ${ms(singleP50)} |
| the same list query on the database (count + page), p50 | ${ms(dbP50)} |
| server time per request (1 / requests per second) | ${ms(perRequest)} |
| **server / database, one connection p50** | **${(singleP50 / dbP50).toFixed(2)}** |
| **server / database, time per request under load** | **${(perRequest / dbP50).toFixed(2)}** |
| server / database, p50 under ${connections} connections (mostly queueing) | ${(percentile(loaded.latencies, 0.5) / dbP50).toFixed(1)} |
`;
  return { markdown, overhead: singleP50 - dbP50 };
}
