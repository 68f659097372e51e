export type RowKeyAction = { type: 'toggle' } | { type: 'focus'; index: number };

/** What a key does on the focused row of a pick table: Space / Enter pick, arrows move. */
export function rowKeyAction(key: string, index: number, count: number): RowKeyAction | null {
  switch (key) {
    case ' ':
    case 'Enter':
      return { type: 'toggle' };
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(index + 1, count - 1) };
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(index - 1, 0) };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    default:
      return null;
  }
}
