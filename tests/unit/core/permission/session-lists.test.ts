import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonAllowed, sessionExcludedButtonCodes } from '../../../../elements/core/permission';
import {
  getSysButtonAuth,
  getUserButtonAuth,
  resetSessionBacking,
  setSysButtonAuth,
  setUserButtonAuth,
  STORAGE_KEYS,
} from '../../../../elements/core/session';
import { memorySession } from '../session/session-fixture';

let storage: ReturnType<typeof memorySession>;

beforeEach(() => {
  storage = memorySession();
  setUserButtonAuth([{ action: 'order:add', type: '1' }]);
  setSysButtonAuth([
    { action: 'order:add', type: '1', status: '1' },
    { action: 'order:batch_delete', type: '1', status: '1' },
  ]);
});
afterEach(() => resetSessionBacking());

describe('the session-backed checks read the stored button lists', () => {
  it('allows what the stored lists allow', () => {
    expect(buttonAllowed('order:add')).toBe(true);
    expect(buttonAllowed('order:batch_delete')).toBe(false);
  });

  it("lets a flow form's own list allow", () => {
    expect(buttonAllowed('order:batch_delete', [{ action: 'order:batch_delete', type: '1' }])).toBe(true);
  });

  it('excludes the prefixed codes the user lacks', () => {
    expect(sessionExcludedButtonCodes('order')).toEqual(['batch_delete']);
  });
});

describe('the stored button lists are parsed once per change', () => {
  it('answers the same list while what is stored stays the same', () => {
    const first = getSysButtonAuth();
    expect(getSysButtonAuth()).toBe(first);
    expect(getUserButtonAuth()).toBe(getUserButtonAuth());
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('sees a list rewritten through the session, or straight into the storage by a stock page', () => {
    setUserButtonAuth([{ action: 'order:batch_delete', type: '1' }]);
    expect(buttonAllowed('order:batch_delete')).toBe(true);
    expect(buttonAllowed('order:add')).toBe(false);
    storage.session.setItem(STORAGE_KEYS.userButtonAuth, JSON.stringify([{ action: 'order:add', type: '1' }]));
    expect(buttonAllowed('order:add')).toBe(true);
    expect(buttonAllowed('order:batch_delete')).toBe(false);
  });

  it('reads a list that is not JSON, or not a list, as no list', () => {
    storage.session.setItem(STORAGE_KEYS.userButtonAuth, '{not json');
    expect(getUserButtonAuth()).toEqual([]);
    storage.session.setItem(STORAGE_KEYS.userButtonAuth, '{"action":"order:add"}');
    expect(getUserButtonAuth()).toEqual([]);
    storage.session.removeItem(STORAGE_KEYS.userButtonAuth);
    expect(getUserButtonAuth()).toEqual([]);
  });
});
