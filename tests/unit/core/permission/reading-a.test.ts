import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionLists } from '../../../../elements/core/permission';

const allowed = (action: string, lists: PermissionLists) => hasPermission(action, { ...lists, reading: 'A' });

describe("reading A: the form's own permission list is checked first", () => {
  it('allows an action the form lists, whatever the session says', () => {
    expect(
      allowed('bpm:approve', { formPermissions: [{ action: 'bpm:approve', type: '1' }], auth: [], allAuth: [] }),
    ).toBe(true);
  });

  it("ignores the form's type '2' entries and falls back to the session", () => {
    expect(
      allowed('bpm:approve', { formPermissions: [{ action: 'bpm:approve', type: '2' }], auth: [], allAuth: [] }),
    ).toBe(false);
  });
});

describe("reading A: a status '0' entry in the system list always allows", () => {
  it('allows a switched-off rule even when the user holds nothing', () => {
    expect(allowed('user:add', { auth: [], allAuth: [{ action: 'user:add', type: '1', status: '0' }] })).toBe(true);
  });

  it("does not count a type '2' switched-off rule", () => {
    expect(allowed('user:add', { auth: [], allAuth: [{ action: 'user:add', type: '2', status: '0' }] })).toBe(false);
  });
});

describe('reading A: otherwise the action must be among the user’s non-type-2 entries', () => {
  const allAuth = [{ action: 'user:add', type: '1', status: '1' }];

  it('allows an action the user holds', () => {
    expect(allowed('user:add', { auth: [{ action: 'user:add', type: '1' }], allAuth })).toBe(true);
  });

  it('denies an action the user does not hold, and a user with no entries', () => {
    expect(allowed('user:add', { auth: [{ action: 'user:edit', type: '1' }], allAuth })).toBe(false);
    expect(allowed('user:add', { auth: [], allAuth })).toBe(false);
  });

  it("denies when the user's entry for it is type '2'", () => {
    expect(allowed('user:add', { auth: [{ action: 'user:add', type: '2' }], allAuth })).toBe(false);
  });

  it('splits comma-separated actions', () => {
    expect(allowed('user:edit', { auth: [{ action: 'user:add,user:edit', type: '1' }], allAuth })).toBe(true);
    expect(allowed('user:add,user:edit', { auth: [{ action: 'user:add,user:edit', type: '1' }], allAuth })).toBe(false);
  });

  it('accepts numeric type and status as the server may send them', () => {
    expect(allowed('user:add', { auth: [{ action: 'user:add', type: 2 }], allAuth: [] })).toBe(false);
    expect(allowed('user:add', { auth: [], allAuth: [{ action: 'user:add', type: 1, status: 0 }] })).toBe(true);
  });
});
