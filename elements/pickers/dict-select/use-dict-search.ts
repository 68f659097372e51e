import '../../core/i18n/catalogues/pickers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDict, type DictItem } from '../../core/dict';
import { t } from '../../core/i18n';
import { createLatestRequest, type RemoteSnapshot } from '../../core/remote';
import { DICT_SEARCH_PAGE_SIZE } from './dict-choice';

/** The options of one search, with the keystroke that asked for them. */
interface Answer {
  turn: number;
  items: DictItem[];
}

const IDLE: RemoteSnapshot<Answer> = { data: undefined, loading: false, error: null };

/**
 * A dictionary searched on the server: typing waits `debounceMs` then asks loadDict for 10
 * options. An empty box prompts 请输入搜索内容, no match says 没有查询到任何数据, and a
 * failure reports the server's message (the options shown stay). Only the answer to the latest
 * typing is taken (`createLatestRequest`); it is loading from the keystroke to that answer.
 */
export function useDictSearch(dictCode: string | undefined, debounceMs: number, onFailure: (message: string) => void) {
  const [snapshot, setSnapshot] = useState(IDLE);
  const [typing, setTyping] = useState(false);
  // The keystroke that emptied the box: answers asked before it are no longer shown.
  const [clearedAt, setClearedAt] = useState(0);
  const turns = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reportFailure = useRef(onFailure);
  useEffect(() => {
    reportFailure.current = onFailure;
  });
  const [request] = useState(() =>
    createLatestRequest<Answer>(IDLE, {
      onChange: setSnapshot,
      onError: (message) => reportFailure.current(message),
    }),
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.abort();
    },
    [request],
  );

  const search = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      const keyword = typed.trim();
      const turn = ++turns.current;
      if (!keyword) {
        request.stop();
        setTyping(false);
        setClearedAt(turn);
        return;
      }
      // The search under way answers text the user has since changed.
      request.abort();
      setTyping(true);
      timer.current = setTimeout(() => {
        setTyping(false);
        void request.run(async () => ({ turn, items: await loadDict(dictCode, keyword, DICT_SEARCH_PAGE_SIZE) }));
      }, debounceMs);
    },
    [request, dictCode, debounceMs],
  );

  const answer = snapshot.data && snapshot.data.turn > clearedAt ? snapshot.data : undefined;
  return {
    found: answer?.items ?? [],
    loading: typing || snapshot.loading,
    notFound: answer?.items.length === 0 ? t('pickers.noData') : t('pickers.enterSearch'),
    search,
  };
}
