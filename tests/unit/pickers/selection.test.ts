import { describe, expect, it } from 'vitest';
import { checkedAfter } from '../../../elements/pickers/depart-picker/depart-checks';
import { rowKeyAction } from '../../../elements/pickers/shared/row-keys';
import { selectionOf, toggleSelection } from '../../../elements/pickers/shared/selection';

describe('the dialog selection', () => {
  const start = selectionOf([{ id: 'a' }], (row) => row.id);

  it('several: a record toggles in and out', () => {
    const added = toggleSelection(start, 'b', { id: 'b' }, true);
    expect([...added.keys()]).toEqual(['a', 'b']);
    expect([...toggleSelection(added, 'a', { id: 'a' }, true).keys()]).toEqual(['b']);
  });

  it('single: a record replaces the one chosen before', () => {
    expect([...toggleSelection(start, 'b', { id: 'b' }, false).keys()]).toEqual(['b']);
  });
});

describe('department picker: single mode keeps only the latest checked', () => {
  it('single keeps the department just ticked, or none when it was cleared', () => {
    expect(checkedAfter(['d1', 'd2'], { key: 'd2', checked: true }, false)).toEqual(['d2']);
    expect(checkedAfter([], { key: 'd2', checked: false }, false)).toEqual([]);
  });

  it('several keeps what the tree reports', () => {
    expect(checkedAfter(['d1', 'd2'], { key: 'd2', checked: true }, true)).toEqual(['d1', 'd2']);
  });
});

describe('keys on a pick table row', () => {
  it('Space and Enter pick; arrows, Home and End move within the rows', () => {
    expect(rowKeyAction(' ', 0, 3)).toEqual({ type: 'toggle' });
    expect(rowKeyAction('Enter', 0, 3)).toEqual({ type: 'toggle' });
    expect(rowKeyAction('ArrowDown', 2, 3)).toEqual({ type: 'focus', index: 2 });
    expect(rowKeyAction('ArrowUp', 0, 3)).toEqual({ type: 'focus', index: 0 });
    expect(rowKeyAction('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(rowKeyAction('a', 0, 3)).toBe(null);
  });
});
