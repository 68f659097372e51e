import { useEffect, useState } from 'react';
import { getDictItems, type DictItem } from '../../core/dict';
import { failureText } from '../shared/failure-text';

/**
 * The items of a dictionary code or table dictionary (`table,text,value[,filter]`), or the
 * reason they could not be had (字典Code不能为空! on an empty code, else the server's message).
 */
export function useDictItems(dictCode: string | undefined, skip: boolean) {
  const [items, setItems] = useState<DictItem[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (skip) return;
    let current = true;
    getDictItems(dictCode).then(
      (found) => {
        if (!current) return;
        setItems(found);
        setError('');
      },
      (failure: unknown) => current && setError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [dictCode, skip]);
  return { items, error };
}
