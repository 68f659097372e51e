import { formatDate, formatDateTime, newId } from '../../../db';
import { insertInChunks } from '../../../db/seed';
import { quartzMessages } from '../../../messages';
import { readingAt, SAMPLE_INTERVAL_MS } from '../../iot';
import type { JobClass } from '../job-class';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of a day (server time) and of the next, or null when the text is no real day. */
function dayBounds(day: string): { start: number; end: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return null;
  return { start: start.getTime(), end: new Date(year, month, date + 1).getTime() };
}

function dayOf(parameter: string | null, now: number): string | null {
  const text = (parameter ?? '').trim();
  if (!text) {
    const today = new Date(now);
    return formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime());
  }
  return dayBounds(text) ? text : null;
}

/**
 * Rolls the readings of every sensor over one day (every ten minutes, see iot/reading-model)
 * into `farm_sensor_daily` (each row in its sensor's tenant): count, minimum, maximum and average. Parameter: the day
 * ('yyyy-MM-dd'), the day before the run when empty. Running it again replaces that day's rows.
 */
export const sensorDailyRollupJob: JobClass = {
  name: 'farm.job.SensorDailyRollupJob',
  checkParameter: (parameter) => (dayOf(parameter, 0) === null ? quartzMessages.sensorDay : null),
  async run(parameter, { db, now }) {
    const day = dayOf(parameter, now);
    const bounds = day ? dayBounds(day) : null;
    if (!day || !bounds) throw new Error(quartzMessages.badParameter(quartzMessages.sensorDay));
    const sensors = await db
      .selectFrom('farm_sensor')
      .select(['tenantId', 'sensorCode', 'sensorType', 'deviceCode'])
      .orderBy('tenantId')
      .orderBy('sensorCode')
      .execute();
    const createTime = formatDateTime(now);
    const rows = sensors.map((sensor) => {
      const values: number[] = [];
      for (
        let at = Math.ceil(bounds.start / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;
        at < bounds.end;
        at += SAMPLE_INTERVAL_MS
      ) {
        values.push(readingAt(String(sensor.sensorType), String(sensor.sensorCode), at));
      }
      const sum = values.reduce((total, value) => total + value, 0);
      return {
        id: newId(),
        tenantId: sensor.tenantId,
        day,
        sensorCode: String(sensor.sensorCode),
        sensorType: String(sensor.sensorType),
        deviceCode: String(sensor.deviceCode),
        readingCount: values.length,
        minValue: Math.min(...values),
        maxValue: Math.max(...values),
        avgValue: Math.round((sum / values.length) * 100) / 100,
        createTime,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('farm_sensor_daily').where('day', '=', day).execute();
      await insertInChunks(trx, 'farm_sensor_daily', rows);
    });
    return quartzMessages.sensorRolledUp(day, rows.length);
  },
};
