import SQLite from 'better-sqlite3';
import path from 'node:path';
import { DATABASE_FILE } from '../../server/db';
import { orders } from '../../server/modules/online/seeds/farm-demo/orders-data';
import type { Cooperative, Driver } from '../../server/modules/online/seeds/farm-demo/partners-data';
import { DemoRandom } from '../../server/modules/online/seeds/farm-demo/random';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Grows the demo orders to `total` rows with the seed's own generator (same distributions),
 * straight through better-sqlite3 in large transactions: loading a million rows through the
 * API would measure the loading, not the list. The orders go to the seeded cooperatives and drivers.
 */
export function fillOrders(dataDir: string, total: number, now: number): number {
  const database = new SQLite(path.join(dataDir, DATABASE_FILE));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = OFF');
  const existing = Number((database.prepare('select count(*) as n from farm_order').get() as { n: number }).n);
  const random = new DemoRandom(7);
  // The seeded cooperatives and drivers, so that every order's references resolve as in a real
  // database (the rankings of the analysis page join them). The generator reads only these fields.
  const coops = database.prepare('select id, province from farm_cooperative').all() as Cooperative[];
  const crew = database
    .prepare('select id, province, cooperative_id as cooperativeId from farm_driver')
    .all() as Driver[];
  let inserted = 0;
  let statement: SQLite.Statement | undefined;
  let columns: string[] = [];
  for (let batch = 0; existing + inserted < total; batch += 1) {
    const rows = orders(random, now, coops, crew).slice(0, total - existing - inserted);
    const [first] = rows;
    if (!first) break;
    if (!statement) {
      columns = Object.keys(first);
      statement = database.prepare(
        `insert into farm_order (${columns.map(snakeCase).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
    }
    const insert = statement;
    database.transaction(() => {
      rows.forEach((row, index) => {
        const values = row as unknown as Record<string, unknown>;
        values.orderNo = `BM${String(batch).padStart(4, '0')}${String(index).padStart(6, '0')}`;
        insert.run(columns.map((column) => values[column] ?? null));
      });
    })();
    inserted += rows.length;
  }
  database.close();
  return existing + inserted;
}
