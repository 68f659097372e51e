import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../../elements/core/ui';

const tabs = [{ key: 'home' }, { key: 'users', disabled: true }, { key: 'roles' }, { key: 'depts' }];

describe('tab keyboard', () => {
  it('ArrowRight and ArrowLeft move to the next enabled tab, wrapping at the ends', () => {
    expect(tabAfterKey('ArrowRight', tabs, 'home')).toBe('roles');
    expect(tabAfterKey('ArrowRight', tabs, 'depts')).toBe('home');
    expect(tabAfterKey('ArrowLeft', tabs, 'home')).toBe('depts');
    expect(tabAfterKey('ArrowLeft', tabs, 'roles')).toBe('home');
  });

  it('Home and End go to the first and last enabled tab; other keys do nothing', () => {
    expect(tabAfterKey('End', tabs, 'home')).toBe('depts');
    expect(tabAfterKey('Home', tabs, 'depts')).toBe('home');
    expect(tabAfterKey('a', tabs, 'home')).toBeNull();
    expect(tabAfterKey('ArrowRight', [{ key: 'x', disabled: true }], 'x')).toBeNull();
  });
});
