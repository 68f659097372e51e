import type { Kysely } from 'kysely';
import { insertInChunks } from '../server/db/seed/insert-in-chunks';
import type { Database } from '../server/db/schema';

// The organisation of the pickers' benchmark: 5,000 departments under the demo company and
// 100,000 users spread over its stations.

export const PROVINCES = 8;
export const CITIES_PER_PROVINCE = 24;
export const STATIONS_PER_CITY = 25;
export const DEPARTMENTS = PROVINCES * (1 + CITIES_PER_PROVINCE * (1 + STATIONS_PER_CITY));
export const USERS = 100_000;

const ROOT = 'dep-root';
const two = (index: number) => String(index + 1).padStart(2, '0');

interface BenchDepart {
  id: string;
  parentId: string;
  departName: string;
  orgCode: string;
}

/** Provinces, their cities and the cities' stations, coded below the company's A01. */
export function benchDepartments(): BenchDepart[] {
  const departs: BenchDepart[] = [];
  for (let p = 0; p < PROVINCES; p += 1) {
    const province = { id: `bp${p}`, parentId: ROOT, departName: `测试省${p + 1}分公司`, orgCode: `A01B${two(p)}` };
    departs.push(province);
    for (let c = 0; c < CITIES_PER_PROVINCE; c += 1) {
      const city = {
        id: `${province.id}c${c}`,
        parentId: province.id,
        departName: `测试省${p + 1}市${c + 1}中心`,
        orgCode: `${province.orgCode}A${two(c)}`,
      };
      departs.push(city);
      for (let s = 0; s < STATIONS_PER_CITY; s += 1) {
        departs.push({
          id: `${city.id}s${s}`,
          parentId: city.id,
          departName: `测试省${p + 1}市${c + 1}服务站${s + 1}`,
          orgCode: `${city.orgCode}A${two(s)}`,
        });
      }
    }
  }
  return departs;
}

export const benchUsername = (index: number) => `bu${String(index).padStart(6, '0')}`;

/**
 * Inserts the departments and users in one transaction. Every user shares one password hash:
 * nobody signs in as them, and hashing 100,000 passwords would only slow the set-up.
 */
export async function seedPickerOrganisation(db: Kysely<Database>, createTime: string): Promise<void> {
  const departs = benchDepartments();
  const stations = departs.filter((depart) => depart.id.includes('s'));
  const admin = await db
    .selectFrom('sys_user')
    .select(['password', 'salt'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await insertInChunks(
      trx,
      'sys_depart',
      departs.map((depart, index) => ({
        ...depart,
        departNameEn: null,
        departNameAbbr: null,
        departOrder: index,
        description: null,
        orgCategory: '2',
        orgType: '2',
        mobile: null,
        fax: null,
        address: null,
        memo: null,
        status: '1',
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      })),
    );
    const users = Array.from({ length: USERS }, (_, index) => {
      const station = stations[index % stations.length];
      if (!station) throw new Error('the bench organisation has no stations to put users in');
      return { index, station };
    });
    await insertInChunks(
      trx,
      'sys_user',
      users.map(({ index, station }) => ({
        id: `bench-user-${index}`,
        username: benchUsername(index),
        realname: `测试用户${index}`,
        password: admin.password,
        salt: admin.salt,
        avatar: null,
        birthday: null,
        sex: (index % 2) + 1,
        email: null,
        phone: `139${String(index).padStart(8, '0')}`,
        telephone: null,
        workNo: null,
        post: null,
        orgCode: station.orgCode,
        userIdentity: 1,
        departIds: null,
        relTenantIds: '1',
        createBy: 'admin',
        createTime,
        updateBy: null,
        updateTime: null,
      })),
    );
    await insertInChunks(
      trx,
      'sys_user_depart',
      users.map(({ index, station }) => ({
        id: `bench-ud-${index}`,
        userId: `bench-user-${index}`,
        depId: station.id,
      })),
    );
  });
}
