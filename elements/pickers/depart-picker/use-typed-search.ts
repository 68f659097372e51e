import { useEffect, useRef, useState, type ChangeEvent, type CompositionEvent, type KeyboardEvent } from 'react';

/** How long typing pauses before it searches (JeecgBoot's tree search waits 200 ms as well). */
export const TYPING_PAUSE_MS = 200;

export interface TypedSearch {
  typed: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

/**
 * A search box that searches as the user types, as JeecgBoot's department tree does: once
 * typing pauses, at once on Enter, and at once when the box is emptied (the whole tree again).
 * Text an input method is still composing (the pinyin on its way to 销售) is not searched, and
 * the Enter that ends a composition only ends it.
 */
export function useTypedSearch(onSearch: (keyword: string) => void): TypedSearch {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  const composing = useRef(false);
  const searched = useRef('');
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // Reads refs only, so the pause below may call the one of any render.
  const search = (keyword: string) => {
    searched.current = keyword;
    latest.current(keyword);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typing settles; search reads refs only.
  useEffect(() => {
    if (settled === searched.current) return;
    const timer = setTimeout(() => search(settled), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  return {
    typed,
    onChange(event) {
      const text = event.target.value;
      setTyped(text);
      if (composing.current) return;
      setSettled(text);
      if (!text) search('');
    },
    onKeyDown(event) {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      event.preventDefault();
      setSettled(typed);
      search(typed);
    },
    onCompositionStart() {
      composing.current = true;
    },
    onCompositionEnd(event) {
      composing.current = false;
      setSettled(event.currentTarget.value);
    },
  };
}
