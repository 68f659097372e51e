import { describe, expect, it } from 'vitest';
import { buttonShown, excludedButtonCodes, uncoveredPrefixedActions } from '../../../../elements/core/permission';

const allAuth = [
  { action: 'order:add', type: '1', status: '1' },
  { action: 'order:batch_delete', type: '1', status: '1' },
  { action: 'order:export', type: '1', status: '0' },
  { action: 'order:import', type: '2', status: '1' },
  { action: 'farm:add', type: '1', status: '1' },
];

describe('the menu helper: type 1 actions under a prefix, on by default, not covered by the user', () => {
  it('returns them without the prefix', () => {
    const auth = [{ action: 'order:add', type: '1' }];
    expect(uncoveredPrefixedActions('order:', { auth, allAuth })).toEqual(['batch_delete']);
  });

  it('returns nothing without a prefix', () => {
    expect(uncoveredPrefixedActions('', { auth: [], allAuth })).toEqual([]);
  });
});

describe('the authorisation prefix hides grid toolbar buttons (a colon is appended)', () => {
  it('appends the colon to the prefix', () => {
    expect(excludedButtonCodes('order', { auth: [], allAuth })).toEqual(['add', 'batch_delete']);
    expect(excludedButtonCodes('order:', { auth: [], allAuth })).toEqual(['add', 'batch_delete']);
  });

  it('excludes nothing without a prefix', () => {
    expect(excludedButtonCodes(undefined, { auth: [], allAuth })).toEqual([]);
  });

  it('shows a button only if its code is not excluded', () => {
    expect(buttonShown('add', ['add'])).toBe(false);
    expect(buttonShown('save', ['add'])).toBe(true);
  });

  it('hides remove too when batch_delete is excluded', () => {
    expect(buttonShown('remove', ['batch_delete'])).toBe(false);
    expect(buttonShown('remove', ['add'])).toBe(true);
  });
});
