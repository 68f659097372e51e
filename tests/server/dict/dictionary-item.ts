import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db';

/** An item of a dictionary (its id and stored text), found by the dictionary's code and the item's value. */
export function dictionaryItem(db: Kysely<Database>, dictCode: string, value: string) {
  return db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['i.id', 'i.itemText'])
    .where('d.dictCode', '=', dictCode)
    .where('i.itemValue', '=', value)
    .executeTakeFirstOrThrow();
}

/** Writes an item's text through `db` (the server's handle, or one outside it). */
export async function setItemText(db: Kysely<Database>, id: string, itemText: string): Promise<void> {
  await db.updateTable('sys_dict_item').set({ itemText }).where('id', '=', id).execute();
}
