import { useEffect, useState } from 'react';
import { cachedText, storedValues, type TextCache } from '../model/text-cache';
import { cellText } from './cell-text';

/** The shown text of a stored value (a comma list for several), asked for once it is drawn. */
export function useCachedText(cache: TextCache | undefined, value: unknown): string {
  const values = storedValues(cellText(value));
  const key = values.join(',');
  const [, setAnswered] = useState(0);
  useEffect(() => {
    if (!cache || key === '') return undefined;
    let current = true;
    cache.request(key.split(',')).then(
      () => current && setAnswered((count) => count + 1),
      // A failed lookup leaves the stored values shown; the next drawing asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cache, key]);
  return cache ? cachedText(cache, values) : key;
}
