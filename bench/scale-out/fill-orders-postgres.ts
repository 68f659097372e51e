import pg from 'pg';
import { orders } from '../../server/modules/online/seeds/farm-demo/orders-data';
import type { Cooperative, Driver } from '../../server/modules/online/seeds/farm-demo/partners-data';
import { DemoRandom } from '../../server/modules/online/seeds/farm-demo/random';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const ROWS_PER_STATEMENT = 1000;

/**
 * The PostgreSQL counterpart of `../server-orders/fill-orders.ts`: grows the seeded orders to
 * `total` with the demo seed's generator, in multi-row inserts, then analyses the table so the
 * planner knows its size as it would after a day of use.
 */
export async function fillOrdersOnPostgres(url: string, total: number, now: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = Number((await client.query('select count(*) as n from farm_order')).rows[0].n);
    const random = new DemoRandom(7);
    const coops = (await client.query('select id, province from farm_cooperative')).rows as Cooperative[];
    const crew = (await client.query('select id, province, cooperative_id as "cooperativeId" from farm_driver'))
      .rows as Driver[];
    let inserted = 0;
    for (let batch = 0; existing + inserted < total; batch += 1) {
      const rows = orders(random, now, coops, crew).slice(0, total - existing - inserted);
      const [first] = rows;
      if (!first) break;
      const columns = Object.keys(first);
      await client.query('begin');
      for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
        const values: unknown[] = [];
        const tuples = chunk.map((row, index) => {
          const record = row as unknown as Record<string, unknown>;
          record.orderNo = `BM${String(batch).padStart(4, '0')}${String(from + index).padStart(6, '0')}`;
          const places = columns.map((column) => {
            values.push(record[column] ?? null);
            return `$${values.length}`;
          });
          return `(${places.join(', ')})`;
        });
        await client.query(
          `insert into farm_order (${columns.map(snakeCase).join(', ')}) values ${tuples.join(', ')}`,
          values,
        );
      }
      await client.query('commit');
      inserted += rows.length;
    }
    await client.query('analyze farm_order');
    return existing + inserted;
  } finally {
    await client.end();
  }
}
