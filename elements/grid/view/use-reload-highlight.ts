import { useEffect, useState } from 'react';
import { RELOAD_HIGHLIGHT_MS } from '../model/changed-cells';
import { errorKey } from './use-cell-errors';

const NONE: ReadonlySet<string> = new Set();

/** The cells to highlight after a reload, cleared 1400 ms after each reload. */
export function useReloadHighlight(changed: readonly [string, string][]) {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(NONE);
  const [seen, setSeen] = useState(changed);
  if (seen !== changed) {
    // Adjusting state while rendering: a reload's changed cells light up in the same render.
    setSeen(changed);
    setHighlighted(
      changed.length === 0 ? NONE : new Set(changed.map(([rowKey, columnKey]) => errorKey(rowKey, columnKey))),
    );
  }
  useEffect(() => {
    if (highlighted.size === 0) return undefined;
    const timer = setTimeout(() => setHighlighted(NONE), RELOAD_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
