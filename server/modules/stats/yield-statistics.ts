import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';
import { inScope, type RecordScope } from '../online';
import type { YieldGroup } from './statistics-groups';
import type { StatsRange } from './stats-range';

/** One group of the yield statistics, from the yield reports dated in the range. */
export interface YieldStatRow {
  /** The province or the month of the report date (yyyy-MM). */
  key: string;
  reportCount: number;
  /** Planted area (mu), one decimal. */
  plantArea: number;
  /** Total yield (kg), one decimal. */
  totalYield: number;
  /** Total yield over planted area (kg per mu), one decimal; 0 without area. */
  yieldPerMu: number;
}

const tenth = (value: unknown) => Math.round(Number(value ?? 0) * 10) / 10;

/**
 * The yield reports the caller's yield list shows (the tenant's, within the caller's data rules on
 * the yield page) with a report date in the range, grouped; months in order, provinces by yield.
 */
export async function yieldStatistics(
  db: Kysely<Database>,
  range: StatsRange,
  group: YieldGroup,
  reports: RecordScope,
): Promise<YieldStatRow[]> {
  const key =
    group === 'province' ? sql<string>`${sql.ref('province')}` : sql<string>`substr(${sql.ref('reportDate')}, 1, 7)`;
  const rows = await inScope(db.selectFrom('farm_yield_data'), reports)
    .where('reportDate', '>=', range.begin)
    .where('reportDate', '<=', range.end)
    .select((eb) => [
      key.as('key'),
      eb.fn.countAll<number>().as('reportCount'),
      eb.fn.sum<number>('plantArea').as('plantArea'),
      eb.fn.sum<number>('totalYield').as('totalYield'),
    ])
    .groupBy(key)
    .execute();
  const answer = rows.map((row) => {
    const plantArea = Number(row.plantArea ?? 0);
    const totalYield = Number(row.totalYield ?? 0);
    return {
      key: String(row.key ?? ''),
      reportCount: Number(row.reportCount),
      plantArea: tenth(plantArea),
      totalYield: tenth(totalYield),
      yieldPerMu: plantArea > 0 ? tenth(totalYield / plantArea) : 0,
    };
  });
  return group === 'month'
    ? answer.sort((a, b) => a.key.localeCompare(b.key))
    : answer.sort((a, b) => b.totalYield - a.totalYield || a.key.localeCompare(b.key));
}
