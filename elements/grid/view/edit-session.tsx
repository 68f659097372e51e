import { useLayoutEffect } from 'react';
import type { RowEdit } from './use-row-edit';
import { useLatest } from './use-latest';

/**
 * Drawn beside an open editor: tells the grid an edit is open and how to end it keeping its
 * value, for a press outside the row (`useRowEdit`).
 */
export function EditSession({ attach, commit }: { attach: RowEdit['attach']; commit: () => void }): null {
  const latestCommit = useLatest(commit);
  useLayoutEffect(() => attach({ commit: () => latestCommit.current() }), [attach, latestCommit]);
  return null;
}
