import '../../core/i18n/catalogues/pickers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDict, type DictItem } from '../../core/dict';
import { t } from '../../core/i18n';
import { DICT_SEARCH_PAGE_SIZE } from './dict-choice';
import { failureText } from '../shared/failure-text';

/**
 * A dictionary searched on the server: typing waits `debounceMs` then asks loadDict for 10
 * options. An empty box prompts 请输入搜索内容, no match says 没有查询到任何数据, and a
 * failure reports the server's message (the options shown stay).
 */
export function useDictSearch(dictCode: string | undefined, debounceMs: number, onFailure: (message: string) => void) {
  const [found, setFound] = useState<DictItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [notFound, setNotFound] = useState(() => t('pickers.enterSearch'));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      const keyword = typed.trim();
      const ask = ++asked.current;
      if (!keyword) {
        setFound([]);
        setLoading(false);
        setNotFound(t('pickers.enterSearch'));
        return;
      }
      setLoading(true);
      timer.current = setTimeout(() => {
        loadDict(dictCode, keyword, DICT_SEARCH_PAGE_SIZE)
          .then(
            (items) => {
              if (ask !== asked.current) return;
              setFound(items);
              if (!items.length) setNotFound(t('pickers.noData'));
            },
            (failure: unknown) => ask === asked.current && onFailure(failureText(failure)),
          )
          .finally(() => ask === asked.current && setLoading(false));
      }, debounceMs);
    },
    [dictCode, debounceMs, onFailure],
  );

  return { found, loading, notFound, search };
}
