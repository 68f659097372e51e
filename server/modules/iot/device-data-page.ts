import type { Kysely } from 'kysely';
import { formatDateTime, type Database } from '../../db';
import type { Page } from '../../query';
import { dictTexts } from '../dict';
import type { DeviceDataQuery } from './device-data-query';
import { readingAt, SAMPLE_INTERVAL_MS } from './reading-model';

export interface Reading {
  id: string;
  deviceCode: string;
  sensorCode: string;
  sensorName: string;
  sensorType: string;
  sensorType_dictText: string;
  value: number;
  unit: string | null;
  collectTime: string;
}

/** The tenant's sensors the query names: readings exist for a tenant's own sensors only. */
async function sensorsOf(db: Kysely<Database>, query: DeviceDataQuery, tenantId: number) {
  let sensors = db
    .selectFrom('farm_sensor')
    .select(['sensorCode', 'sensorName', 'sensorType', 'deviceCode', 'unit'])
    .where('tenantId', '=', tenantId)
    .orderBy('sensorCode');
  if (query.deviceCodes.length) sensors = sensors.where('deviceCode', 'in', query.deviceCodes);
  if (query.sensorCodes.length) sensors = sensors.where('sensorCode', 'in', query.sensorCodes);
  if (query.sensorTypes.length) sensors = sensors.where('sensorType', 'in', query.sensorTypes);
  return sensors.execute();
}

/**
 * A page of readings: one per sensor every ten minutes within the window, newest first (or
 * oldest first), sensors in code order within a moment. Only the rows of the page are
 * computed, so a long window costs nothing more than a short one.
 */
export async function deviceDataPage(
  db: Kysely<Database>,
  query: DeviceDataQuery,
  tenantId: number,
): Promise<Page<Reading>> {
  const sensors = await sensorsOf(db, query, tenantId);
  const firstSlot = Math.ceil(query.begin / SAMPLE_INTERVAL_MS);
  const lastSlot = Math.floor(query.end / SAMPLE_INTERVAL_MS);
  const slots = Math.max(0, lastSlot - firstSlot + 1);
  const total = slots * sensors.length;
  const types = (await dictTexts(db, ['farm_sensor_type'])).get('farm_sensor_type') ?? new Map<string, string>();
  const records: Reading[] = [];
  const start = (query.pageNo - 1) * query.pageSize;
  for (let index = start; index < Math.min(total, start + query.pageSize); index += 1) {
    const slotIndex = Math.floor(index / sensors.length);
    const sensor = sensors[index % sensors.length];
    if (!sensor) break;
    const at = (query.order === 'desc' ? lastSlot - slotIndex : firstSlot + slotIndex) * SAMPLE_INTERVAL_MS;
    const sensorType = String(sensor.sensorType);
    records.push({
      id: `${sensor.sensorCode}_${at}`,
      deviceCode: String(sensor.deviceCode),
      sensorCode: String(sensor.sensorCode),
      sensorName: String(sensor.sensorName),
      sensorType,
      sensorType_dictText: types.get(sensorType) ?? '',
      value: readingAt(sensorType, String(sensor.sensorCode), at),
      unit: sensor.unit,
      collectTime: formatDateTime(at),
    });
  }
  return { records, total, size: query.pageSize, current: query.pageNo, pages: Math.ceil(total / query.pageSize) };
}
