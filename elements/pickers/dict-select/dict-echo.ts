import { getDictItems, loadDictItem, type DictItem } from '../../core/dict';
import { itemsOf } from './dict-choice';

/** The items of stored values, from the dictionary's items (cached 30 s by the dictionary module). */
export async function echoFromItems(dictCode: string | undefined, values: readonly string[]): Promise<DictItem[]> {
  return itemsOf(await getDictItems(dictCode), values.join(','));
}

/** The items of stored values of a searched dictionary, their texts asked from loadDictItem. */
export async function echoFromServer(dictCode: string | undefined, values: readonly string[]): Promise<DictItem[]> {
  const texts = await loadDictItem(dictCode, values);
  return values.map((value, index) => ({ value, text: texts[index] ?? value }));
}
