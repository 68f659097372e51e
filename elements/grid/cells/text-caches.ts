import { loadDictItem } from '../model/server-calls';
import { createTextCache, type TextCache } from '../model/text-cache';

const caches = new Map<string, TextCache>();

function cacheFor(key: string, create: () => TextCache): TextCache {
  let cache = caches.get(key);
  if (!cache) {
    cache = create();
    caches.set(key, cache);
  }
  return cache;
}

const byField = (rows: readonly object[], storeField: string, textField: string): Map<string, string> =>
  new Map(
    rows.map((row) => [
      String((row as Record<string, unknown>)[storeField] ?? ''),
      String((row as Record<string, unknown>)[textField] ?? ''),
    ]),
  );

/** Texts of a searched dictionary's values, from loadDictItem. */
export function dictTextCache(dictCode: string): TextCache {
  return cacheFor(`dict\u0000${dictCode}`, () =>
    createTextCache(async (values) => {
      const texts = await loadDictItem(dictCode, values);
      return new Map(values.map((value, index) => [value, texts[index] || value]));
    }),
  );
}

/** Users' texts (realname by default) of stored values (username by default), from getMultiUser. */
export function userTextCache(storeField: string, textField: string): TextCache {
  return cacheFor(`user\u0000${storeField}\u0000${textField}`, () =>
    createTextCache(async (values) => {
      // The pickers load with the first cell that needs them, not with the grid.
      const { echoUsers } = await import('../../pickers');
      return byField(await echoUsers(storeField, values), storeField, textField);
    }),
  );
}

/** Departments' texts (departName by default) of stored values (id by default), from the department tree. */
export function departTextCache(storeField: string, textField: string): TextCache {
  return cacheFor(`depart\u0000${storeField}\u0000${textField}`, () =>
    createTextCache(async () => {
      const { departForest, flattenDeparts } = await import('../../pickers');
      return byField(flattenDeparts(await departForest()), storeField, textField);
    }),
  );
}
