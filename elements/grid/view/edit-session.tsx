import { useLayoutEffect, useRef } from 'react';
import type { RowEdit } from './use-row-edit';

/**
 * Drawn beside an open editor: tells the grid an edit is open and how to end it keeping its
 * value, for a press outside the row (`useRowEdit`).
 */
export function EditSession({ attach, commit }: { attach: RowEdit['attach']; commit: () => void }): null {
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useLayoutEffect(() => attach({ commit: () => latestCommit.current() }), [attach]);
  return null;
}
