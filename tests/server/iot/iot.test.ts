import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { queryMessages } from '../../../server/messages';
import { IOT_TOKEN_LIFETIME_MS, iotTokenUser, readingAt, SAMPLE_INTERVAL_MS } from '../../../server/modules/iot';
import { farmServer, type FarmServer, type PageOf } from '../online/farm-support';

interface Reading {
  id: string;
  deviceCode: string;
  sensorCode: string;
  sensorType: string;
  sensorType_dictText: string;
  value: number;
  collectTime: string;
}

let farm: FarmServer;
/** A field station of tenant 1, where the admin works (the Heilongjiang stations are tenant 2's). */
const STATION = 'FS-HEN-001';
const readings = async (query: string) => {
  const answer = await farm.get<PageOf<Reading>>(`/deviceData/list?${query}`);
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
};

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('device pictures and sensors', () => {
  it('are listed as JeecgBoot lists, filtered by device', async () => {
    const sensors = await farm.page<{ deviceCode: string; sensorType_dictText: string }>(
      `/sensor/list?deviceCode=${STATION}`,
    );
    expect(sensors.total).toBe(4);
    expect(sensors.records.map((sensor) => sensor.sensorType_dictText).sort()).toEqual(
      ['土壤温度', '土壤湿度', '空气温度', '空气湿度'].sort(),
    );
    const pictures = await farm.page<{ captureTime: string }>(
      '/devicePic/list?column=captureTime&order=desc&pageSize=5',
    );
    const ofTenant = await farm.server.app.db
      .selectFrom('farm_device_pic')
      .select('id')
      .where('tenantId', '=', 1)
      .execute();
    expect(ofTenant.length).toBeGreaterThan(0);
    expect(ofTenant.length).toBeLessThan(60);
    expect(pictures.total).toBe(ofTenant.length);
    expect(pictures.records.map((picture) => picture.captureTime)).toEqual(
      pictures.records
        .map((picture) => picture.captureTime)
        .sort()
        .reverse(),
    );
  });
});

describe('device readings', () => {
  it('cover the last 24 hours by default: one per sensor every ten minutes, newest first', async () => {
    const page = await readings(`deviceCode=${STATION}&pageSize=8`);
    const now = farm.server.clock.now;
    const slots = Math.floor(now / SAMPLE_INTERVAL_MS) - Math.ceil((now - 86_400_000) / SAMPLE_INTERVAL_MS) + 1;
    expect(page.total).toBe(4 * slots);
    expect(
      page.records
        .slice(0, 4)
        .every(
          (reading) =>
            reading.collectTime === formatDateTime(Math.floor(now / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS),
        ),
    ).toBe(true);
    expect(page.records[4].collectTime < page.records[0].collectTime).toBe(true);
    expect(page.records[0]).toMatchObject({ deviceCode: STATION, sensorType_dictText: expect.any(String) });
  });

  it('are the same every time they are asked for, and the model explains each value', async () => {
    const query = `deviceCode=${STATION}&collectTime_begin=2024-09-01&collectTime_end=2024-09-02&order=asc&pageSize=50`;
    const first = await readings(query);
    expect(await readings(query)).toEqual(first);
    for (const reading of first.records) {
      expect(reading.value).toBe(
        readingAt(reading.sensorType, reading.sensorCode, Date.parse(reading.collectTime.replace(' ', 'T'))),
      );
    }
    expect(first.records[0].collectTime).toBe('2024-09-01 00:00:00');
  });

  it('page on without overlap and honour the type filter', async () => {
    const base = `sensorType=soil_moisture,air_temp&collectTime_begin=2024-09-10 08:00:00&collectTime_end=2024-09-10 12:00:00&pageSize=10`;
    const first = await readings(`${base}&pageNo=1`);
    const second = await readings(`${base}&pageNo=2`);
    const ids = new Set(first.records.map((reading) => reading.id));
    expect(second.records.some((reading) => ids.has(reading.id))).toBe(false);
    expect(new Set([...first.records, ...second.records].map((reading) => reading.sensorType))).toEqual(
      new Set(['soil_moisture', 'air_temp']),
    );
  });

  it('stay within plausible ranges: moisture, temperature, fuel, and engine hours that only grow', async () => {
    const at = Date.UTC(2024, 6, 15, 6, 0, 0);
    const days = Array.from({ length: 30 }, (_, day) => at + day * 86_400_000);
    for (const moment of days) {
      expect(readingAt('soil_moisture', 'S1', moment)).toBeGreaterThanOrEqual(5);
      expect(readingAt('soil_moisture', 'S1', moment)).toBeLessThanOrEqual(60);
      expect(Math.abs(readingAt('air_temp', 'S1', moment))).toBeLessThan(50);
      expect(readingAt('fuel', 'M1', moment)).toBeGreaterThanOrEqual(3);
    }
    const hours = days.map((moment) => readingAt('engine_hours', 'M1', moment));
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    expect(
      readingAt('air_temp', 'S1', Date.UTC(2024, 6, 15, 6)) > readingAt('air_temp', 'S1', Date.UTC(2024, 0, 15, 6)),
    ).toBe(true);
  });

  it('never read beyond now', async () => {
    const page = await readings(
      `sensorCode=${STATION}-S1&collectTime_begin=2024-09-20&collectTime_end=2030-01-01&pageSize=1`,
    );
    expect(page.records[0].collectTime <= formatDateTime(farm.server.clock.now)).toBe(true);
  });

  it('refuse parameters they do not know, other sorts and bad times', async () => {
    const refusal = async (query: string) => (await farm.call('GET', `/deviceData/list?${query}`)).json();
    expect((await refusal('deviceCode=x&value=1')).message).toBe(queryMessages.unknownFilterField('value'));
    expect((await refusal(`column=${encodeURIComponent('value desc; drop table farm_sensor')}`)).message).toContain(
      '不支持按字段',
    );
    expect((await refusal('collectTime_begin=yesterday')).message).toBe(queryMessages.badDate('collectTime_begin'));
    expect((await refusal('pageSize=-5')).message).toBe(queryMessages.badPaging);
    expect((await refusal(`deviceCode=${encodeURIComponent("x' or '1'='1")}`)).result.total).toBe(0);
  });
});

describe('the device-data menu page', () => {
  it('is the online list of the stored readings (farm_device_data), each tenant its own, sorted as the client asks', async () => {
    const columns = await farm.get<{ columns: { dataIndex: string }[]; hideColumns: string[] }>(
      '/online/cgform/api/getColumns/farm_device_data',
    );
    expect(columns.result.columns.map((column) => column.dataIndex)).toContain('collectTime');
    const query = await farm.get<{ field: string }[]>('/online/cgform/api/getQueryInfo/farm_device_data');
    expect(query.result.map((item) => item.field)).toEqual(['deviceCode', 'sensorCode', 'sensorType', 'collectTime']);
    const page = await farm.get<PageOf<Reading>>(
      '/online/cgform/api/getData/farm_device_data?column=id&order=desc&superQueryMatchType=and&pageSize=4',
    );
    expect(page.result.records).toHaveLength(4);
    expect(page.result.total).toBe(await farm.countIn('farm_device_data'));
    const guest = await farm.tokenOf('wujiu');
    expect((await farm.get('/online/cgform/api/getData/farm_device_data', guest)).code).toBe(510);
  });
});

describe('the IoT access token', () => {
  it('is random, short-lived, not the session token, and stored only as a hash', async () => {
    const first = (
      await farm.get<{ accessToken: string; expireTime: number; expiresIn: number }>('/accessToken/getToken')
    ).result;
    const second = (await farm.get<{ accessToken: string }>('/accessToken/getToken')).result;
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(first.accessToken).not.toBe(farm.admin);
    expect(first).toMatchObject({
      expiresIn: IOT_TOKEN_LIFETIME_MS / 1000,
      expireTime: farm.server.clock.now + IOT_TOKEN_LIFETIME_MS,
    });
    const db = farm.server.app.db;
    expect(await iotTokenUser(db, first.accessToken, farm.server.clock.now)).toBe('user-admin');
    expect(
      await db.selectFrom('farm_iot_token').selectAll().where('tokenHash', '=', first.accessToken).execute(),
    ).toEqual([]);
    expect(await iotTokenUser(db, first.accessToken, farm.server.clock.now + IOT_TOKEN_LIFETIME_MS)).toBeUndefined();
    expect(await iotTokenUser(db, farm.admin, farm.server.clock.now)).toBeUndefined();
  });
});

describe('the IoT routes need their buttons', () => {
  it('refuses a role without the IoT pages', async () => {
    const guest = await farm.tokenOf('wujiu');
    for (const url of ['/devicePic/list', '/sensor/list', '/deviceData/list', '/accessToken/getToken'])
      expect((await farm.get(url, guest)).code, url).toBe(510);
    const repair = await farm.tokenOf('zhangsan');
    expect((await farm.get('/deviceData/list', repair)).success).toBe(true);
  });
});
