import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { deviceDataPage, type Reading } from '../iot/device-data-page';
import { SAMPLE_INTERVAL_MS } from '../iot/reading-model';
import { inScope } from '../online';
import { assetResource } from '../../resources/machines';
import { orderResource } from '../../resources/orders';
import { bakeDictResource, bakeLossResource, yieldDataResource } from '../../resources/yield';
import type { ScopeOf } from './record-scopes';

/** The most sensors the map screen lists with their latest reading. */
export const SCREEN_SENSOR_LIMIT = 50;

export interface ProvinceFigures {
  province: string;
  orderCount: number;
  machineCount: number;
}

export interface MapScreenFigures {
  provinces: ProvinceFigures[];
  readings: Reading[];
}

/**
 * The orders the caller's order list shows, by their province; the machines the asset list shows,
 * by the province of the cooperative that owns them (the tenant's own: references stay within
 * it); the newest reading of the tenant's sensors.
 */
export async function mapScreenFigures(db: Kysely<Database>, now: number, scopeOf: ScopeOf): Promise<MapScreenFigures> {
  const [orderScope, assetScope] = await Promise.all([scopeOf(orderResource), scopeOf(assetResource)]);
  const [orders, machines, readings] = await Promise.all([
    inScope(db.selectFrom('farm_order'), orderScope)
      .select((eb) => ['province', eb.fn.countAll<number>().as('count')])
      .groupBy('province')
      .execute(),
    inScope(
      db.selectFrom('farm_asset').innerJoin('farm_cooperative', 'farm_cooperative.id', 'farm_asset.cooperativeId'),
      assetScope,
      'farm_asset',
    )
      .select((eb) => ['farm_cooperative.province as province', eb.fn.countAll<number>().as('count')])
      .groupBy('farm_cooperative.province')
      .execute(),
    // One sample slot: every sensor's newest reading.
    deviceDataPage(
      db,
      {
        deviceCodes: [],
        sensorCodes: [],
        sensorTypes: [],
        begin: now - SAMPLE_INTERVAL_MS + 1,
        end: now,
        order: 'desc',
        pageNo: 1,
        pageSize: SCREEN_SENSOR_LIMIT,
      },
      orderScope.tenantId,
    ),
  ]);
  const byProvince = new Map<string, ProvinceFigures>();
  const entry = (province: string) => {
    const known = byProvince.get(province) ?? { province, orderCount: 0, machineCount: 0 };
    byProvince.set(province, known);
    return known;
  };
  for (const row of orders) entry(String(row.province ?? '')).orderCount = Number(row.count);
  for (const row of machines) entry(String(row.province ?? '')).machineCount = Number(row.count);
  return {
    provinces: [...byProvince.values()].sort(
      (a, b) => b.orderCount - a.orderCount || a.province.localeCompare(b.province),
    ),
    readings: readings.records,
  };
}

export interface YieldScreenFigures {
  byYear: { year: number; totalYield: number; plantArea: number }[];
  byProvince: { province: string; totalYield: number }[];
  byCrop: { cropType: string; totalYield: number }[];
  bakeLoss: { cropType: string; batchCount: number; wetWeight: number; dryWeight: number; averageLossRate: number }[];
  bakeDict: {
    cropType: string;
    standardMoisture: number;
    shrinkRate: number;
    impurityRate: number | null;
    temperature: number | null;
  }[];
}

const tenth = (value: unknown) => Math.round(Number(value) * 10) / 10;
const hundredth = (value: unknown) => Math.round(Number(value) * 100) / 100;

/**
 * The yield reports by year, province (latest year) and crop, drying losses by crop, and baking
 * dictionary: each the rows the caller's list of it shows (tenant and data rules).
 */
export async function yieldScreenFigures(db: Kysely<Database>, scopeOf: ScopeOf): Promise<YieldScreenFigures> {
  const [yieldScope, lossScope, dictScope] = await Promise.all([
    scopeOf(yieldDataResource),
    scopeOf(bakeLossResource),
    scopeOf(bakeDictResource),
  ]);
  const yieldData = () => inScope(db.selectFrom('farm_yield_data'), yieldScope);
  const latest = await yieldData()
    .select((eb) => eb.fn.max('year').as('year'))
    .executeTakeFirst();
  const latestYear = latest?.year ?? null;
  const [byYear, byProvince, byCrop, bakeLoss, bakeDict] = await Promise.all([
    yieldData()
      .select((eb) => [
        'year',
        eb.fn.sum<number>('totalYield').as('totalYield'),
        eb.fn.sum<number>('plantArea').as('plantArea'),
      ])
      .groupBy('year')
      .orderBy('year')
      .execute(),
    yieldData()
      .where('year', '=', latestYear ?? -1)
      .select((eb) => ['province', eb.fn.sum<number>('totalYield').as('totalYield')])
      .groupBy('province')
      .orderBy('totalYield', 'desc')
      .execute(),
    yieldData()
      .where('year', '=', latestYear ?? -1)
      .select((eb) => ['cropType', eb.fn.sum<number>('totalYield').as('totalYield')])
      .groupBy('cropType')
      .orderBy('cropType')
      .execute(),
    inScope(db.selectFrom('farm_bake_loss'), lossScope)
      .select((eb) => [
        'cropType',
        eb.fn.countAll<number>().as('batchCount'),
        eb.fn.sum<number>('wetWeight').as('wetWeight'),
        eb.fn.sum<number>('dryWeight').as('dryWeight'),
        eb.fn.avg<number>('lossRate').as('averageLossRate'),
      ])
      .groupBy('cropType')
      .orderBy('cropType')
      .execute(),
    inScope(db.selectFrom('farm_bake_dict'), dictScope)
      .select(['cropType', 'standardMoisture', 'shrinkRate', 'impurityRate', 'temperature'])
      .orderBy('cropType')
      .execute(),
  ]);
  return {
    byYear: byYear.map((row) => ({
      year: Number(row.year),
      totalYield: tenth(row.totalYield),
      plantArea: tenth(row.plantArea),
    })),
    byProvince: byProvince.map((row) => ({ province: String(row.province ?? ''), totalYield: tenth(row.totalYield) })),
    byCrop: byCrop.map((row) => ({ cropType: String(row.cropType ?? ''), totalYield: tenth(row.totalYield) })),
    bakeLoss: bakeLoss.map((row) => ({
      cropType: String(row.cropType ?? ''),
      batchCount: Number(row.batchCount),
      wetWeight: tenth(row.wetWeight),
      dryWeight: tenth(row.dryWeight),
      averageLossRate: hundredth(row.averageLossRate),
    })),
    bakeDict: bakeDict.map((row) => ({
      cropType: String(row.cropType ?? ''),
      standardMoisture: Number(row.standardMoisture),
      shrinkRate: Number(row.shrinkRate),
      impurityRate: row.impurityRate === null ? null : Number(row.impurityRate),
      temperature: row.temperature === null ? null : Number(row.temperature),
    })),
  };
}
