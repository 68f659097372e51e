import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../../elements/core/permission/auth-entry';
import { listIndex } from '../../../../elements/core/permission/list-index';

const rules: AuthEntry[] = [
  { action: 'order:add, order:copy', type: '1', status: '1' },
  { action: 'order:delete', type: 1, status: 0 },
  { action: 'order:phone', type: '2', status: '1', describe: 'first' },
  { action: 'order:phone', type: '2', status: '0', describe: 'second' },
  { action: null, type: '2' },
];

describe('the index of a permission list', () => {
  it('answers what a pass over the list answered: actions by type, switched off, the first type 2 rule', () => {
    const index = listIndex(rules);
    expect([...index.notType2].sort()).toEqual(['order:add', 'order:copy', 'order:delete']);
    expect([...index.notType2SwitchedOff]).toEqual(['order:delete']);
    expect([...index.type2]).toEqual(['order:phone']);
    expect(index.type2Count).toBe(3);
    expect(index.firstType2Rule.get('order:phone')?.describe).toBe('first');
  });

  it('is kept for a frozen list and made again for one that may still change', () => {
    const frozen = Object.freeze([...rules]);
    expect(listIndex(frozen)).toBe(listIndex(frozen));
    const open = [...rules];
    const before = listIndex(open);
    open.push({ action: 'order:export', type: '1' });
    expect(before.notType2.has('order:export')).toBe(false);
    expect(listIndex(open).notType2.has('order:export')).toBe(true);
  });
});
