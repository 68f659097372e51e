import { describe, expect, it } from 'vitest';
import { treeKeyAction, visibleRows, type TreeNode } from '../../../../elements/core/ui';

const tree: TreeNode[] = [
  {
    key: 'hq',
    title: '总公司',
    children: [
      { key: 'north', title: '华北', children: [{ key: 'bj', title: '北京' }] },
      { key: 'fleet', title: '车队' },
    ],
  },
  { key: 'other', title: '其他' },
];
const rows = (expanded: string[]) => visibleRows(tree, new Set(expanded));

describe('tree keyboard: moving', () => {
  it('ArrowDown and ArrowUp move through visible rows and stop at the ends', () => {
    const open = rows(['hq']);
    expect(treeKeyAction('ArrowDown', open, 'hq')).toEqual({ type: 'focus', key: 'north' });
    expect(treeKeyAction('ArrowUp', open, 'north')).toEqual({ type: 'focus', key: 'hq' });
    expect(treeKeyAction('ArrowUp', open, 'hq')).toBeNull();
    expect(treeKeyAction('ArrowDown', open, 'other')).toBeNull();
  });

  it('Home and End jump to the first and last visible row', () => {
    expect(treeKeyAction('Home', rows(['hq']), 'fleet')).toEqual({ type: 'focus', key: 'hq' });
    expect(treeKeyAction('End', rows(['hq']), 'hq')).toEqual({ type: 'focus', key: 'other' });
  });

  it('an arrow with nothing focused yet goes to the first row', () => {
    expect(treeKeyAction('ArrowDown', rows([]), null)).toEqual({ type: 'focus', key: 'hq' });
  });
});

describe('tree keyboard: opening and closing', () => {
  it('ArrowRight opens a closed node, then moves into its first child; on a leaf it does nothing', () => {
    expect(treeKeyAction('ArrowRight', rows([]), 'hq')).toEqual({ type: 'expand', key: 'hq' });
    expect(treeKeyAction('ArrowRight', rows(['hq']), 'hq')).toEqual({ type: 'focus', key: 'north' });
    expect(treeKeyAction('ArrowRight', rows(['hq']), 'fleet')).toBeNull();
  });

  it('ArrowLeft closes an open node, else goes to the parent; on a closed root it does nothing', () => {
    expect(treeKeyAction('ArrowLeft', rows(['hq', 'north']), 'north')).toEqual({ type: 'collapse', key: 'north' });
    expect(treeKeyAction('ArrowLeft', rows(['hq', 'north']), 'bj')).toEqual({ type: 'focus', key: 'north' });
    expect(treeKeyAction('ArrowLeft', rows([]), 'hq')).toBeNull();
  });
});

describe('tree keyboard: acting', () => {
  it('Enter activates and Space checks the focused row; other keys are left alone', () => {
    expect(treeKeyAction('Enter', rows([]), 'other')).toEqual({ type: 'activate', key: 'other' });
    expect(treeKeyAction(' ', rows([]), 'other')).toEqual({ type: 'space', key: 'other' });
    expect(treeKeyAction('a', rows([]), 'other')).toBeNull();
  });
});
