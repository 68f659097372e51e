import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { dictTexts } from '../../dict';
import { departNamesByUser, toPublicUser, type PublicUser } from '../user-view';

/** Dictionary-coded fields of a user and their dictionaries (records carry `<field>_dictText`). */
const CODED = { sex: 'sex', status: 'user_status' } as const;

export type UserRecord = PublicUser & { sex_dictText: string; status_dictText: string; orgCodeTxt: string };

/** Users as lists and pickers show them: public columns, dictionary texts and department names. */
export async function userRecords(db: Kysely<Database>, rows: readonly PublicUser[]): Promise<UserRecord[]> {
  const texts = await dictTexts(db, Object.values(CODED));
  const departNames = await departNamesByUser(
    db,
    rows.map((user) => user.id),
  );
  return rows.map((row) => {
    const user = toPublicUser(row);
    return {
      ...user,
      sex_dictText: texts.get(CODED.sex)?.get(String(user.sex)) ?? '',
      status_dictText: texts.get(CODED.status)?.get(String(user.status)) ?? '',
      orgCodeTxt: departNames.get(user.id) ?? '',
    };
  });
}
