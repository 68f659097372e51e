import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { refused } from '../../http';
import { dictMessages } from '../../messages';
import { allDictItems, type DictItem } from './dict-items';
import { parseTableDict, tableDictItems, type TableDictSearch } from './table-dict';

function matchesKeyword(item: DictItem, keyword: string): boolean {
  if (!keyword.includes(',')) return item.text.includes(keyword) || item.value.includes(keyword);
  const words = keyword.split(',').map((word) => word.trim());
  return words.includes(item.text) || words.includes(item.value);
}

/** A plain dictionary searched the way a table dictionary is (items are few: filtered here). */
async function plainItems(db: Kysely<Database>, code: string, search: TableDictSearch): Promise<DictItem[]> {
  let items = (await allDictItems(db, [code]))[code] ?? [];
  const keyword = search.keyword?.trim();
  if (keyword) items = items.filter((item) => matchesKeyword(item, keyword));
  const keys = search.keys;
  if (keys) items = items.filter((item) => keys.includes(item.value));
  const offset = search.offset ?? 0;
  return items.slice(offset, search.limit === undefined ? undefined : offset + search.limit);
}

/**
 * The items of a dictionary code: a dictionary's code ('sex') or a table dictionary
 * 'table,textField,valueField[,filter]' (allow-listed names, structured filter; a business table's rows of the tenant).
 */
export async function lookupItems(
  db: Kysely<Database>,
  rawCode: string,
  tenantId: number,
  search: TableDictSearch = {},
): Promise<DictItem[]> {
  const code = rawCode.trim();
  if (!code) throw refused(dictMessages.dictCodeEmpty);
  if (code.includes(',')) return tableDictItems(db, parseTableDict(code), tenantId, search);
  return plainItems(db, code, search);
}

/**
 * Texts of some values in the order the values were asked (clients pair them by index). Values
 * held by several rows give their texts joined by commas; a value nobody holds is left out, or
 * answered as itself when `keepUnknown` (JeecgBoot's `delNotExist=false`).
 */
export function textsInKeyOrder(items: readonly DictItem[], keys: readonly string[], keepUnknown: boolean): string[] {
  const texts = new Map<string, string[]>();
  for (const item of items) texts.set(item.value, [...(texts.get(item.value) ?? []), item.text]);
  return keys.flatMap((key) => {
    const found = texts.get(key);
    if (found) return [found.join(',')];
    return keepUnknown ? [key] : [];
  });
}

/** A comma list from a query parameter, blanks dropped. */
export function commaList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
