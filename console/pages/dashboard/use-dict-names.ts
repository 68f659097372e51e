import { useMemo } from 'react';
import { useDictionaryItems } from '../../../elements/core/dict';

/** A dictionary's texts by value; empty until loaded (callers fall back to the value itself). */
export function useDictNames(code: string): ReadonlyMap<string, string> {
  // A failure leaves the values readable as they are; the dictionary is only a nicer name.
  const { data } = useDictionaryItems(code);
  return useMemo(() => new Map((data ?? []).map((item) => [item.value, item.text])), [data]);
}
