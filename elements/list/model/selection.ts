export type RowKey = string;

/** Ticks or unticks one row, keeping the order the user chose them in. */
export function toggleKey(selected: readonly RowKey[], key: RowKey): RowKey[] {
  return selected.includes(key) ? selected.filter((entry) => entry !== key) : [...selected, key];
}

/**
 * The select-all box of the shown page: ticks every row of the page, or unticks them all when
 * they already are. Selections on other pages are kept.
 */
export function toggleAllOnPage(selected: readonly RowKey[], pageKeys: readonly RowKey[]): RowKey[] {
  const allChosen = pageKeys.length > 0 && pageKeys.every((key) => selected.includes(key));
  if (allChosen) return selected.filter((key) => !pageKeys.includes(key));
  return [...selected, ...pageKeys.filter((key) => !selected.includes(key))];
}

/** The select-all box's look: indeterminate when only some rows of the page are selected (widgets spec 4). */
export function pageSelectionState(selected: readonly RowKey[], pageKeys: readonly RowKey[]): 'none' | 'some' | 'all' {
  const chosen = pageKeys.filter((key) => selected.includes(key)).length;
  if (chosen === 0) return 'none';
  return chosen === pageKeys.length ? 'all' : 'some';
}

/** Drops deleted rows from the selection. */
export function withoutKeys(selected: readonly RowKey[], removed: readonly RowKey[]): RowKey[] {
  return selected.filter((key) => !removed.includes(key));
}
