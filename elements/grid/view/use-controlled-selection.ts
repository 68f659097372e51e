import { useLayoutEffect } from 'react';

interface Selection {
  selected: ReadonlySet<string>;
  replace(next: ReadonlySet<string>): void;
}

const sameKeys = (set: ReadonlySet<string>, keys: readonly string[]) =>
  set.size === new Set(keys).size && keys.every((key) => set.has(key));

/**
 * Controlled selection: when the host gives `selectedRowKeys`, the grid shows exactly those rows
 * as selected. A user's click is still reported (selection-change), and stays only if the host
 * answers with new keys; otherwise the grid goes back to the keys it was given.
 */
export function useControlledSelection(selectedRowKeys: readonly string[] | undefined, selection: Selection): void {
  const { selected, replace } = selection;
  useLayoutEffect(() => {
    if (selectedRowKeys && !sameKeys(selected, selectedRowKeys)) replace(new Set(selectedRowKeys));
  }, [selectedRowKeys, selected, replace]);
}
