import type { RecordOf } from '../../../../resources';
import {
  cooperativeResource,
  driverResource,
  farmerResource,
  renterResource,
  storefrontResource,
} from '../../../../resources/partners';
import { formatDate } from '../../../../db';
import { demoRow } from './demo-row';
import { creditCode, idCard, mobile, personName } from './people-names';
import { provinces, provinceWeights, type DemoProvince } from './places';
import { type DemoRandom, present } from './random';

const DAY = 86_400_000;
const coopPrefixes = ['丰收', '金穗', '绿野', '兴农', '沃土', '福田', '众鑫', '惠农', '禾丰', '瑞丰', '金田', '友谊'];
const villages = ['新发村', '前进村', '胜利村', '红旗村', '东风村', '永安村', '太平村', '兴隆村', '民主村', '双河村'];
export const brands = ['约翰迪尔', '雷沃', '东方红', '久保田', '沃得', '中联重科', '大疆', '极飞', '常发', '五征'];

export type Cooperative = RecordOf<typeof cooperativeResource>;
export type Driver = RecordOf<typeof driverResource>;

export interface Place {
  province: DemoProvince;
  city: DemoProvince['cities'][number];
  county: string;
}

export function placeIn(random: DemoRandom, province?: DemoProvince): Place {
  const chosen =
    province ??
    random.weighted(provinces.map((p, index) => [p, present(provinceWeights[index], `weight of ${p.name}`)] as const));
  const city = random.pick(chosen.cities);
  return { province: chosen, city, county: random.pick(city.counties) };
}

export function villageOf(random: DemoRandom, place: Place): string {
  return `${place.county}${random.pick(villages)}`;
}

function birthday(random: DemoRandom, now: number): string {
  return formatDate(now - random.int(22 * 365, 62 * 365) * DAY);
}

export function cooperatives(random: DemoRandom, now: number, createTime: string): Cooperative[] {
  const names = new Set<string>();
  return Array.from({ length: 40 }, () => {
    const place = placeIn(random);
    let name = `${place.county}${random.pick(coopPrefixes)}农机专业合作社`;
    for (let n = 2; names.has(name); n += 1) name = `${place.county}${random.pick(coopPrefixes)}第${n}农机专业合作社`;
    names.add(name);
    return demoRow(
      cooperativeResource,
      {
        name,
        creditCode: creditCode(random, `${place.city.code}${random.digits(2)}`),
        legalPerson: personName(random, 1),
        phone: mobile(random),
        province: place.province.name,
        city: place.city.name,
        county: place.county,
        address: villageOf(random, place),
        foundDate: formatDate(now - random.int(2, 15) * 365 * DAY),
        memberCount: random.int(12, 480),
        serviceArea: random.int(2, 120) * 1000,
        level: random.weighted([
          ['1', 1],
          ['2', 3],
          ['3', 5],
          ['4', 8],
        ]),
        status: random.chance(0.95) ? '1' : '0',
      },
      createTime,
    );
  });
}

export function drivers(random: DemoRandom, now: number, coops: readonly Cooperative[], createTime: string): Driver[] {
  const phones = new Set<string>();
  return Array.from({ length: 150 }, () => {
    const coop = random.pick(coops);
    const province = present(provinces.find((p) => p.name === coop.province) ?? provinces[0], 'province');
    const sex = random.chance(0.93) ? 1 : 2;
    let phone = mobile(random);
    while (phones.has(phone)) phone = mobile(random);
    phones.add(phone);
    const harvester = random.chance(0.45);
    const machineTypes = harvester ? ['2', random.pick(['1', '7'])] : [random.pick(['1', '3', '4', '5', '7', '8'])];
    return demoRow(
      driverResource,
      {
        realname: personName(random, sex),
        sex,
        phone,
        idCard: idCard(
          random,
          `${present(province.cities[0], `city of ${province.name}`).code}${random.digits(2)}`,
          birthday(random, now),
          sex,
        ),
        licenseNo: `${province.code}${random.digits(10)}`,
        licenseType: harvester ? random.pick(['K1', 'K2']) : random.pick(['G1', 'G2']),
        machineTypes: [...new Set(machineTypes)].join(','),
        drivingYears: random.int(1, 30),
        cooperativeId: coop.id,
        province: coop.province,
        city: coop.city,
        status: random.weighted([
          ['1', 6],
          ['2', 3],
          ['3', 1],
        ]),
      },
      createTime,
    );
  });
}

export function farmers(random: DemoRandom, now: number, coops: readonly Cooperative[], createTime: string) {
  return Array.from({ length: 300 }, () => {
    const place = placeIn(random);
    const sex = random.chance(0.7) ? 1 : 2;
    const local = coops.filter((c) => c.city === place.city.name);
    const coop = local.length && random.chance(0.6) ? random.pick(local) : undefined;
    return demoRow(
      farmerResource,
      {
        name: personName(random, sex),
        sex,
        idCard: idCard(random, `${place.city.code}${random.digits(2)}`, birthday(random, now), sex),
        phone: mobile(random),
        province: place.province.name,
        city: place.city.name,
        county: place.county,
        village: random.pick(villages),
        landArea: random.amount(5, 600, 1),
        cropType: random.pick(place.province.crops),
        cooperativeId: coop?.id ?? null,
      },
      createTime,
    );
  });
}

export function renters(random: DemoRandom, now: number, createTime: string) {
  return Array.from({ length: 80 }, () => {
    const place = placeIn(random);
    const sex = random.chance(0.8) ? 1 : 2;
    const start = now - random.int(30, 900) * DAY;
    return demoRow(
      renterResource,
      {
        name: personName(random, sex),
        idCard: idCard(random, `${place.city.code}${random.digits(2)}`, birthday(random, now), sex),
        phone: mobile(random),
        province: place.province.name,
        city: place.city.name,
        address: villageOf(random, place),
        rentArea: random.int(50, 3000),
        rentStart: formatDate(start),
        rentEnd: formatDate(start + random.int(1, 5) * 365 * DAY),
        cropType: random.pick(place.province.crops),
      },
      createTime,
    );
  });
}

export function storefronts(random: DemoRandom, createTime: string) {
  const names = new Set<string>();
  return Array.from({ length: 30 }, (_, index) => {
    const place = placeIn(random);
    const storeType = random.weighted([
      ['1', 3],
      ['2', 4],
      ['3', 2],
      ['4', 2],
      ['5', 2],
    ]);
    const kind = {
      '1': '农机销售中心',
      '2': '农机维修站',
      '3': '配件供应站',
      '4': '粮食烘干中心',
      '5': '农机综合服务站',
    }[storeType];
    let name = `${random.pick(brands)}${place.county}${kind}`;
    if (names.has(name)) name = `${name}${index}`;
    names.add(name);
    return demoRow(
      storefrontResource,
      {
        name,
        storeType,
        manager: personName(random, 1),
        phone: mobile(random),
        province: place.province.name,
        city: place.city.name,
        address: `${villageOf(random, place)}${random.int(1, 300)}号`,
        lng: random.amount(80, 134, 6),
        lat: random.amount(25, 50, 6),
        openHours: random.pick(['08:00-18:00', '07:30-19:00', '全天24小时']),
        status: random.chance(0.9) ? '1' : '0',
      },
      createTime,
    );
  });
}
