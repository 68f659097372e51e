import { cachesByHandle, TableCache } from '../../db/table-cache';

/** The tables whose rows make the enabled dictionary items. */
const DICTIONARY_TABLES: ReadonlySet<string> = new Set(['sys_dict', 'sys_dict_item']);

/**
 * A cache of the enabled dictionary items for a server's database: every list answers the texts of
 * its coded fields from them, and on PostgreSQL reading them was one more round trip per request.
 * Kept until a write touches a dictionary table (the cache's write watch must be a plugin of `db`).
 * Reads through another handle (a transaction, a test's own) are not cached and read the tables.
 */
export function dictionaryCache(): TableCache {
  return new TableCache(DICTIONARY_TABLES, 1);
}

const dictionaryCaches = cachesByHandle();
/** Makes `db` answer dictionary reads from `cache` (`db` carries the cache's write watch). */
export const readDictionariesThrough = dictionaryCaches.readThrough;
/** The cache that serves dictionary reads through `db`, if one was set. */
export const dictionaryCacheOf = dictionaryCaches.of;
