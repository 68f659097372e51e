import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  resetSessionBacking,
  setDictCache,
  setKeptAliveRoutes,
  setSysButtonAuth,
  setTenantId,
  setToken,
  setUserButtonAuth,
  setUserInfo,
  setUsername,
  writeStored,
  STORAGE_KEYS,
} from '../../../../elements/core/session';
import { memorySession } from './session-fixture';

let storage: ReturnType<typeof memorySession>;
beforeEach(() => {
  storage = memorySession();
});
afterEach(() => resetSessionBacking());

describe('logout clears token, permission lists, user, username, dictionary, tenant and kept-alive list', () => {
  it('removes exactly those entries and leaves the rest of the page storage alone', () => {
    setToken('t');
    setUserInfo({ username: 'u' });
    setUsername('u');
    setDictCache({});
    setTenantId(1);
    setKeptAliveRoutes(['X']);
    setUserButtonAuth([{ action: 'a' }]);
    setSysButtonAuth([{ action: 'a' }]);
    writeStored(STORAGE_KEYS.theme, 'dark');
    storage.local.setItem('unrelated', 'kept');
    storage.session.setItem('unrelated', 'kept');

    clearSession();

    expect(Object.keys(snapshot(storage.local))).toEqual(['pro__DEFAULT_THEME', 'unrelated']);
    expect(Object.keys(snapshot(storage.session))).toEqual(['unrelated']);
  });
});

function snapshot(store: Storage): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index)!;
    entries[key] = store.getItem(key)!;
  }
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
}
