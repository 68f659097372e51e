import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { seededText } from '../../i18n';
import { dictionaryCacheOf } from './dictionary-cache';

/** A dictionary item as clients read it: `text` also under `title` and `label`. */
export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
  color?: string;
}

export function dictItem(value: string, text: string, color?: string | null): DictItem {
  return { value, text, title: text, label: text, ...(color ? { color } : {}) };
}

type ItemRow = { dictCode: string; itemValue: string; itemText: string; itemColor: string | null };

async function readEnabledItems(db: Kysely<Database>, codes?: readonly string[]): Promise<ItemRow[]> {
  let query = db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText', 'i.itemColor'])
    .where('d.delFlag', '=', 0)
    .where('i.status', '=', 1)
    .orderBy('d.dictCode')
    .orderBy('i.sortOrder');
  if (codes) query = query.where('d.dictCode', 'in', [...codes]);
  return query.execute();
}

/** The enabled items of the dictionaries named (all when none are), in dictionary and sort order. */
async function enabledItems(db: Kysely<Database>, codes?: readonly string[]): Promise<ItemRow[]> {
  const cache = dictionaryCacheOf(db);
  if (!cache) return readEnabledItems(db, codes);
  const all = await cache.remember('enabled items', () => readEnabledItems(db));
  if (!codes) return all;
  const wanted = new Set(codes);
  return all.filter((row) => wanted.has(row.dictCode));
}

/**
 * Every enabled dictionary with its items: the login answer's `sysAllDictItems`. Item texts are
 * in the request's language (a seeded item's English; a text an administrator typed as typed),
 * and so is every `_dictText` and import match built from them.
 */
export async function allDictItems(
  db: Kysely<Database>,
  codes?: readonly string[],
): Promise<Record<string, DictItem[]>> {
  // No prototype: a code such as `__proto__` or `constructor` (a client's path parameter) names no dictionary.
  const all: Record<string, DictItem[]> = Object.create(null);
  if (codes && !codes.length) return all;
  for (const row of await enabledItems(db, codes)) {
    const items = all[row.dictCode] ?? [];
    items.push(dictItem(row.itemValue, seededText('dictionary', row.itemText), row.itemColor));
    all[row.dictCode] = items;
  }
  return all;
}

/** Value -> text of some dictionaries, to add `<field>_dictText` beside coded fields. */
export async function dictTexts(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const items = await allDictItems(db, codes);
  return new Map(
    Object.entries(items).map(([code, list]) => [code, new Map(list.map((item) => [item.value, item.text]))]),
  );
}
