import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { Depart } from '../../system';

/** Every department in tree order (by `departOrder`, then code). */
export function liveDeparts(db: Kysely<Database>): Promise<Depart[]> {
  return db
    .selectFrom('sys_depart')
    .selectAll()
    .where('delFlag', '=', '0')
    .orderBy('departOrder')
    .orderBy('orgCode')
    .execute();
}
