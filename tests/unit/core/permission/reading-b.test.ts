import { describe, expect, it } from 'vitest';
import { hasPermission, type PermissionLists } from '../../../../elements/core/permission';

const allowed = (action: string, lists: PermissionLists) => hasPermission(action, { ...lists, reading: 'B' });

describe("reading B: a type '2' entry in the form's own list allows", () => {
  it("allows when the form holds a type '2' entry for the action", () => {
    expect(allowed('bpm:sign', { formPermissions: [{ action: 'bpm:sign', type: '2' }], auth: [], allAuth: [] })).toBe(
      true,
    );
  });

  it("does not count the form's type '1' entries", () => {
    expect(allowed('bpm:sign', { formPermissions: [{ action: 'bpm:sign', type: '1' }], auth: [], allAuth: [] })).toBe(
      false,
    );
  });
});

describe("reading B: a disabled (status '0') authorisation entry denies", () => {
  it('denies even when the user holds the action', () => {
    const lists = {
      auth: [{ action: 'user:add', type: '2' }],
      allAuth: [{ action: 'user:add', type: '2', status: '0' }],
    };
    expect(allowed('user:add', lists)).toBe(false);
  });
});

describe('reading B: with no authorisation entries in the session, a default entry allows', () => {
  it('allows when an enabled rule exists and the user holds no type 2 entries', () => {
    expect(allowed('user:add', { auth: [], allAuth: [{ action: 'user:add', type: '2', status: '1' }] })).toBe(true);
    expect(
      allowed('user:add', {
        auth: [{ action: 'user:add', type: '1' }],
        allAuth: [{ action: 'user:add', type: '2', status: '1' }],
      }),
    ).toBe(true);
  });

  it('denies when there is no rule for the action', () => {
    expect(allowed('user:add', { auth: [], allAuth: [] })).toBe(false);
    expect(allowed('user:add', { auth: [], allAuth: [{ action: 'user:add', type: '1', status: '1' }] })).toBe(false);
  });
});

describe('reading B: if the session holds entries for the action, it is denied', () => {
  const allAuth = [{ action: 'user:add', type: '2', status: '1' }];

  it('denies an action the user holds as a type 2 entry (comma lists split)', () => {
    expect(allowed('user:add', { auth: [{ action: 'user:add', type: '2' }], allAuth })).toBe(false);
    expect(allowed('user:add', { auth: [{ action: 'user:edit,user:add', type: '2' }], allAuth })).toBe(false);
  });

  it('falls back to the default entry when the user’s entries are for other actions', () => {
    expect(allowed('user:add', { auth: [{ action: 'user:edit', type: '2' }], allAuth })).toBe(true);
    expect(allowed('user:add', { auth: [{ action: 'user:edit', type: '2' }], allAuth: [] })).toBe(false);
  });
});
