import '../i18n/catalogues/http';
import { getAction, HttpFailure, isSuccessful } from '../http';
import { t } from '../i18n';
import { getDictCache } from '../session';
import { toDictItem, type DictItem, type DictItemAnswer } from './dict-item';
import { loadOnce, rememberedItems } from './dict-memory';

/** A dictionary code in a URL path; the commas of a table dictionary stay readable. */
export function dictCodePath(code: string): string {
  return encodeURIComponent(code).replace(/%2C/gi, ',');
}

export function requireDictCode(code: string | null | undefined): string {
  if (!code) throw new Error(t('http.dictCodeRequired'));
  return code;
}

async function fetchItems(code: string): Promise<DictItem[]> {
  // No `_t` on this path: the client leaves dictionary item lookups cacheable.
  const answer = await getAction<DictItemAnswer[]>(`/sys/dict/getDictItems/${dictCodePath(code)}`);
  if (!isSuccessful(answer)) throw new HttpFailure(answer?.message ?? '', answer);
  return (answer.result ?? []).map(toDictItem);
}

/**
 * The items of a dictionary: from the dictionaries stored at login first, else from a 30 s
 * memory cache, else from `GET /sys/dict/getDictItems/{code}`. `code` may be a table
 * dictionary `table,text,value[,filter]`. An empty code rejects with 字典Code不能为空!.
 */
export async function getDictItems(code: string | null | undefined): Promise<DictItem[]> {
  const dictCode = requireDictCode(code);
  const stored = getDictCache()?.[dictCode];
  if (Array.isArray(stored)) return stored.map(toDictItem);
  const remembered = rememberedItems(dictCode);
  if (remembered) return [...remembered];
  return [...(await loadOnce(dictCode, () => fetchItems(dictCode)))];
}
