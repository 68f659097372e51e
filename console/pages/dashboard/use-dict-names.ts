import { useEffect, useState } from 'react';
import { getDictItems } from '../../../elements/core/dict';

/** A dictionary's texts by value; empty until loaded (callers fall back to the value itself). */
export function useDictNames(code: string): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    getDictItems(code)
      .then((items) => {
        if (current) setNames(new Map(items.map((item) => [item.value, item.text])));
      })
      .catch(() => {
        // The values stay readable as they are; the dictionary is only a nicer name.
      });
    return () => {
      current = false;
    };
  }, [code]);
  return names;
}
