import type { TreeKey } from './tree-node';
import type { VisibleRow } from './tree-state';

export type TreeKeyAction =
  | { type: 'focus'; key: TreeKey }
  | { type: 'expand' | 'collapse' | 'activate' | 'space'; key: TreeKey };

/**
 * What a key press on the focused row does, following the WAI-ARIA tree pattern: arrows move,
 * Right opens or enters a node, Left closes it or goes to its parent, Enter activates and Space
 * checks (or selects when there are no check boxes).
 */
export function treeKeyAction<E extends object>(
  pressed: string,
  rows: readonly VisibleRow<E>[],
  focusedKey: TreeKey | null,
): TreeKeyAction | null {
  const index = rows.findIndex((row) => row.node.key === focusedKey);
  const row = rows[index];
  if (!row) {
    const first = rows[0];
    return first && pressed.startsWith('Arrow') ? { type: 'focus', key: first.node.key } : null;
  }
  const focusAt = (at: number) => {
    const target = rows[at];
    return target ? { type: 'focus' as const, key: target.node.key } : null;
  };
  switch (pressed) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(rows.length - 1);
    case 'ArrowRight':
      if (row.expandable && !row.expanded) return { type: 'expand', key: row.node.key };
      return rows[index + 1]?.parentKey === row.node.key ? focusAt(index + 1) : null;
    case 'ArrowLeft':
      if (row.expanded) return { type: 'collapse', key: row.node.key };
      return row.parentKey === null ? null : { type: 'focus', key: row.parentKey };
    case 'Enter':
      return { type: 'activate', key: row.node.key };
    case ' ':
      return { type: 'space', key: row.node.key };
    default:
      return null;
  }
}
