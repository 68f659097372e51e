import { afterEach, describe, expect, it } from 'vitest';
import { getPermissionReading, hasPermission, setPermissionReading } from '../../../../elements/core/permission';

afterEach(() => setPermissionReading('A'));

// Allowed under A (the user holds a type 1 entry), denied under B (no type 2 rule exists).
const lists = { auth: [{ action: 'user:add', type: '1' }], allAuth: [{ action: 'user:add', type: '1', status: '1' }] };

describe('one setting selects the reading', () => {
  it('defaults to reading A', () => {
    expect(getPermissionReading()).toBe('A');
    expect(hasPermission('user:add', lists)).toBe(true);
  });

  it('switches every check to reading B', () => {
    setPermissionReading('B');
    expect(hasPermission('user:add', lists)).toBe(false);
  });

  it('lets one check override the setting', () => {
    expect(hasPermission('user:add', { ...lists, reading: 'B' })).toBe(false);
  });
});
