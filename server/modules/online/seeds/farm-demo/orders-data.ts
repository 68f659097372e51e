import type { RecordOf } from '../../../../resources';
import { orderResource } from '../../../../resources/orders';
import { formatDate, formatDateTime } from '../../../../db';
import { demoRow } from './demo-row';
import { placeIn, villageOf, type Cooperative, type Driver } from './partners-data';
import { mobile, personName } from './people-names';
import { type DemoRandom, present } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What each machine type does, at what price per mu, in which months (1-12), on which crops. */
const WORK: Readonly<
  Record<
    string,
    { work: readonly string[]; price: readonly [number, number]; months: readonly number[]; crops?: readonly string[] }
  >
> = {
  '1': { work: ['1', '9'], price: [50, 80], months: [3, 4, 10, 11] },
  '2': { work: ['7'], price: [70, 110], months: [6, 9, 10], crops: ['1', '2', '3', '4'] },
  '3': { work: ['5'], price: [80, 120], months: [4, 5], crops: ['3'] },
  '4': { work: ['6'], price: [8, 15], months: [5, 6, 7, 8] },
  '5': { work: ['4'], price: [30, 50], months: [4, 5, 6, 10] },
  '6': { work: ['8'], price: [40, 60], months: [9, 10, 11] },
  '7': { work: ['2'], price: [40, 70], months: [3, 4, 10, 11] },
  '8': { work: ['3'], price: [45, 65], months: [3, 9, 10, 11] },
};
const MACHINE_WEIGHTS = [
  ['1', 16],
  ['2', 30],
  ['3', 8],
  ['4', 18],
  ['5', 10],
  ['6', 4],
  ['7', 9],
  ['8', 5],
] as const;
export const DEMO_ORDER_COUNT = 10_000;

/** A day in the two years before now (or two weeks ahead: bookings), preferring the machine's season. */
function orderDay(random: DemoRandom, now: number, months: readonly number[]): number {
  let day = now;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    day = now + random.int(-730, 14) * DAY;
    if (months.includes(new Date(day).getMonth() + 1)) break;
  }
  return day;
}

/** Old orders are settled (done or cancelled); recent ones are anywhere in the flow. */
function statusFor(random: DemoRandom, ageDays: number): string {
  if (ageDays > 3)
    return random.weighted([
      ['4', 93],
      ['5', 7],
    ]);
  if (ageDays < 0)
    return random.weighted([
      ['1', 6],
      ['2', 3],
      ['5', 1],
    ]);
  return random.weighted([
    ['1', 30],
    ['2', 25],
    ['3', 25],
    ['4', 12],
    ['5', 8],
  ]);
}

export function orders(
  random: DemoRandom,
  now: number,
  coops: readonly Cooperative[],
  crew: readonly Driver[],
): RecordOf<typeof orderResource>[] {
  const driversByProvince = new Map<string, Driver[]>();
  for (const driver of crew)
    driversByProvince.set(String(driver.province), [...(driversByProvince.get(String(driver.province)) ?? []), driver]);
  return Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => {
    const machineType = random.weighted(MACHINE_WEIGHTS);
    const work = present(WORK[machineType], `work of machine type ${machineType}`);
    const place = placeIn(random);
    const day = orderDay(random, now, work.months);
    const started = new Date(day).setHours(0, 0, 0, 0) + random.int(6, 9) * HOUR;
    const drawn = statusFor(random, (now - day) / DAY);
    // Work that would start later today is dispatched, not yet under way.
    const status = started > now && (drawn === '3' || drawn === '4') ? '2' : drawn;
    const created = Math.min(now, day - random.int(1, 10) * DAY + random.int(7, 20) * HOUR);
    const local = driversByProvince.get(place.province.name) ?? crew;
    const driver =
      ['2', '3', '4'].includes(status) || (status === '5' && random.chance(0.3)) ? random.pick(local) : undefined;
    const coop = driver ? coops.find((c) => c.id === driver.cooperativeId) : random.pick(coops);
    const workArea = random.chance(0.8) ? random.int(5, 120) : random.int(120, 800);
    const unitPrice = random.int(work.price[0], work.price[1]);
    const sex = random.chance(0.75) ? 1 : 2;
    const crops = work.crops?.filter((crop) => place.province.crops.includes(crop)) ?? place.province.crops;
    return demoRow(
      orderResource,
      {
        orderNo: `DD${formatDate(day).replaceAll('-', '')}${String(index + 1).padStart(6, '0')}`,
        farmerName: personName(random, sex),
        farmerPhone: mobile(random),
        province: place.province.name,
        city: place.city.name,
        county: place.county,
        address: villageOf(random, place),
        machineType,
        workType: random.pick(work.work),
        cropType: random.pick(crops.length ? crops : place.province.crops),
        workArea,
        unitPrice,
        amount: Math.round(workArea * unitPrice * 100) / 100,
        orderDate: formatDate(day),
        driverId: driver?.id ?? null,
        cooperativeId: coop?.id ?? null,
        status,
        payStatus: status === '4' ? (random.chance(0.85) ? '1' : '0') : status === '5' ? random.pick(['0', '2']) : '0',
        dispatchTime: driver ? formatDateTime(Math.min(now, created + random.int(1, 20) * HOUR)) : null,
        startTime: ['3', '4'].includes(status) ? formatDateTime(started) : null,
        finishTime: status === '4' ? formatDateTime(Math.min(now, started + random.int(3, 30) * HOUR)) : null,
        cancelReason: status === '5' ? random.pick(['天气原因改期', '农户自行作业', '机具故障', '价格未谈妥']) : null,
      },
      formatDateTime(created),
    );
  });
}
