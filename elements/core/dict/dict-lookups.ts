import { getAction, HttpFailure, isSuccessful } from '../http';
import { itemsText, toDictItem, type DictItemAnswer, type DictValue } from './dict-item';
import { dictCodePath, getDictItems, requireDictCode } from './dict-items';

/** The text of a value or comma list of values, looked up through getDictItems. */
export async function dictText(code: string | null | undefined, value: DictValue): Promise<string> {
  requireDictCode(code);
  if (value === null || value === undefined || value === '') return '';
  return itemsText(await getDictItems(code), value);
}

/** `GET /sys/dict/loadDictItem/{code}?key=a,b`: the texts of the given values, in order. */
export async function loadDictItem(
  code: string | null | undefined,
  keys: string | readonly string[],
): Promise<string[]> {
  const dictCode = requireDictCode(code);
  const key = typeof keys === 'string' ? keys : keys.join(',');
  const answer = await getAction<string[]>(`/sys/dict/loadDictItem/${dictCodePath(dictCode)}`, { key });
  if (!isSuccessful(answer)) throw new HttpFailure(answer?.message ?? '', answer);
  return answer.result ?? [];
}

/** `GET /sys/dict/loadDict/{code}?keyword&pageSize`: the options matching a search, 10 by default. */
export async function loadDict(code: string | null | undefined, keyword: string, pageSize = 10) {
  const dictCode = requireDictCode(code);
  const answer = await getAction<DictItemAnswer[]>(`/sys/dict/loadDict/${dictCodePath(dictCode)}`, {
    keyword,
    pageSize,
  });
  if (!isSuccessful(answer)) throw new HttpFailure(answer?.message ?? '', answer);
  return (answer.result ?? []).map(toDictItem);
}
