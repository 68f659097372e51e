import { useRemoteData, type RemoteData } from '../remote';
import type { DictItem } from './dict-item';
import { getDictItems } from './dict-items';

const NO_ITEMS: DictItem[] = [];

/**
 * A dictionary's items for a component, empty until they arrive; only the newest code's answer
 * is shown. The items come from the dictionary cache when it has them. `error` carries why they
 * could not be had (字典Code不能为空! for an empty code, else the server's message); the
 * dictionary call itself says nothing more.
 */
export function useDictionaryItems(code: string | null | undefined, enabled = true): RemoteData<DictItem[]> {
  // The request is shared by every caller of the same code, so one caller's abort must not end it.
  return useRemoteData([code], () => getDictItems(code), { enabled, initialData: NO_ITEMS });
}
