import { devicePicResource, sensorResource } from '../../../../resources/iot';
import { bakeDictResource, bakeLossResource, yieldDataResource } from '../../../../resources/yield';
import { formatDate, formatDateTime } from '../../../../db';
import type { Asset } from './machines-data';
import { demoRow } from './demo-row';
import { personName } from './people-names';
import { provinces } from './places';
import { type DemoRandom, present } from './random';

const DAY = 86_400_000;
/** Kilograms per mu by crop (farm_crop). */
const YIELD_PER_MU: Readonly<Record<string, readonly [number, number]>> = {
  '1': [420, 620],
  '2': [520, 780],
  '3': [480, 680],
  '4': [140, 220],
  '5': [280, 400],
  '6': [140, 210],
  '7': [1400, 2400],
};

/** Three years of yields for each city and its main crops. */
export function yieldData(random: DemoRandom, now: number, createTime: string) {
  const year = new Date(now).getFullYear();
  return provinces.flatMap((province) =>
    province.cities.flatMap((city) =>
      province.crops.flatMap((cropType) =>
        [year - 3, year - 2, year - 1].map((y) => {
          const plantArea = random.int(20, 600) * 10_000;
          const [low, high] = present(YIELD_PER_MU[cropType], `yield of crop ${cropType}`);
          const perMu = random.int(low, high);
          return demoRow(
            yieldDataResource,
            {
              province: province.name,
              city: city.name,
              year: y,
              cropType,
              plantArea,
              totalYield: Math.round((plantArea * perMu) / 1000),
              yieldPerMu: perMu,
              reportDate: `${y + 1}-01-${String(random.int(10, 28)).padStart(2, '0')}`,
            },
            createTime,
          );
        }),
      ),
    ),
  );
}

export function bakeStandards(createTime: string) {
  const standards = [
    ['1', 12.5, 1.25, 1, 55],
    ['2', 14, 1.3, 1, 80],
    ['3', 14.5, 1.2, 1, 50],
    ['4', 13, 1.35, 1, 45],
    ['6', 9, 1.4, 2, 60],
  ] as const;
  return standards.map(([cropType, standardMoisture, shrinkRate, impurityRate, temperature]) =>
    demoRow(bakeDictResource, { cropType, standardMoisture, shrinkRate, impurityRate, temperature }, createTime),
  );
}

export function bakeLosses(random: DemoRandom, now: number, dryerIds: readonly string[], createTime: string) {
  return Array.from({ length: 120 }, (_, index) => {
    const cropType = random.pick(['2', '3', '1', '4']);
    const wet = random.amount(20, 300, 2);
    const before = random.amount(20, 32, 1);
    const after = random.amount(13, 15, 1);
    const dry = Math.round(((wet * (100 - before)) / (100 - after)) * 100) / 100;
    const day = now - random.int(1, 700) * DAY;
    return demoRow(
      bakeLossResource,
      {
        batchNo: `HG${formatDate(day).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
        storefrontId: random.pick(dryerIds),
        dryerName: random.pick(['5HXG-30 一号机', '5H-15 二号机', 'DSF-12 三号机']),
        cropType,
        bakeDate: formatDate(day),
        wetWeight: wet,
        dryWeight: dry,
        moistureBefore: before,
        moistureAfter: after,
        lossRate: Math.round(((wet - dry) / wet) * 10000) / 100,
        operator: personName(random, 1),
      },
      createTime,
    );
  });
}

/** The sensors of field stations and of some machines, as [type, name, unit, min, max]. */
const STATION_SENSORS = [
  ['soil_moisture', '土壤湿度', '%', 0, 100],
  ['soil_temp', '土壤温度', '℃', -30, 50],
  ['air_temp', '空气温度', '℃', -40, 50],
  ['air_humidity', '空气湿度', '%RH', 0, 100],
] as const;
const MACHINE_SENSORS = [
  ['fuel', '油位', '%', 0, 100],
  ['engine_hours', '发动机工时', 'h', 0, 100000],
  ['speed', '作业速度', 'km/h', 0, 40],
  ['rpm', '发动机转速', 'r/min', 0, 3000],
] as const;

export function sensors(random: DemoRandom, now: number, machines: readonly Asset[], createTime: string) {
  const stations = ['FS-HLJ-001', 'FS-HLJ-002', 'FS-HEN-001', 'FS-SD-001'];
  const powered = machines.filter((machine) => machine.power).slice(0, 6);
  const devices = [
    ...stations.map((code) => ({ code, specs: STATION_SENSORS, place: '田间气象站' })),
    ...powered.map((machine) => ({
      code: String(machine.assetNo),
      specs: MACHINE_SENSORS,
      place: String(machine.assetName),
    })),
  ];
  return devices.flatMap((device) =>
    device.specs.map(([sensorType, name, unit, minValue, maxValue], index) =>
      demoRow(
        sensorResource,
        {
          sensorCode: `${device.code}-S${index + 1}`,
          sensorName: `${device.place}${name}`,
          sensorType,
          deviceCode: device.code,
          unit,
          minValue,
          maxValue,
          installTime: formatDateTime(now - random.int(60, 400) * DAY),
          lng: random.amount(113, 130, 6),
          lat: random.amount(33, 47, 6),
          status: random.weighted([
            ['1', 9],
            ['0', 1],
          ]),
        },
        createTime,
      ),
    ),
  );
}

export function devicePictures(random: DemoRandom, now: number, deviceCodes: readonly string[], createTime: string) {
  return Array.from({ length: 60 }, (_, index) => {
    const deviceCode = random.pick(deviceCodes);
    return demoRow(
      devicePicResource,
      {
        deviceCode,
        deviceName: `${deviceCode} 摄像头`,
        picUrl: `device/${deviceCode}_${index + 1}.jpg`,
        captureTime: formatDateTime(now - random.int(0, 60) * DAY - random.int(0, 86_399) * 1000),
        channel: random.int(1, 4),
        location: random.pick(['作业田块', '机库', '烘干中心']),
      },
      createTime,
    );
  });
}
