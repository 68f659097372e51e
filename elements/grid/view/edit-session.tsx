import { useInsertionEffect, useLayoutEffect } from 'react';
import type { RowEdit } from './use-row-edit';
import { useLatest } from './use-latest';

/**
 * Drawn beside an open editor: tells the grid an edit is open and how to end it keeping its
 * value, for a press outside the row (`useRowEdit`), and keeps the focus in the grid while the
 * editor takes the cell's place (`holdFocus`, hold-focus.ts).
 */
export function EditSession({
  attach,
  commit,
  holdFocus,
}: {
  attach: RowEdit['attach'];
  commit: () => void;
  holdFocus: () => void;
}): null {
  const latestCommit = useLatest(commit);
  // An insertion effect: the only one that runs in the commit before React restores the focus.
  useInsertionEffect(holdFocus, [holdFocus]);
  useLayoutEffect(() => attach({ commit: () => latestCommit.current() }), [attach, latestCommit]);
  return null;
}
