import type { DictItem } from '../../core/dict';
import { useDictionaryItems } from '../../core/dict';

/**
 * The items of a dictionary code or table dictionary (`table,text,value[,filter]`), or the
 * reason they could not be had (字典Code不能为空! on an empty code, else the server's message).
 */
export function useDictItems(dictCode: string | undefined, skip: boolean): { items: DictItem[]; error: string } {
  const { data, error } = useDictionaryItems(dictCode, !skip);
  return { items: data ?? [], error: error ?? '' };
}
