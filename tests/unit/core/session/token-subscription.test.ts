import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getToken,
  removeToken,
  resetSessionBacking,
  setToken,
  setUsername,
  subscribeToken,
} from '../../../../elements/core/session';
import { memorySession } from './session-fixture';

let storage: ReturnType<typeof memorySession>;
beforeEach(() => {
  storage = memorySession();
});
afterEach(() => resetSessionBacking());

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('the UI hears when the token changes', () => {
  it('calls subscribers on login, token removal and logout, not on other entries', () => {
    const seen: (string | null)[] = [];
    subscribeToken(() => seen.push(getToken()));
    setToken('a');
    setUsername('someone');
    removeToken();
    setToken('b');
    clearSession();
    expect(seen).toEqual(['a', null, 'b', null]);
  });

  it('hears another tab writing or clearing the token through the storage event', () => {
    const seen: (string | null)[] = [];
    subscribeToken(() => seen.push(getToken()));
    storage.local.setItem('pro__Access-Token', JSON.stringify({ value: 'other-tab', expire: null }));
    storage.events.dispatchEvent(storageEvent('pro__Access-Token'));
    storage.events.dispatchEvent(storageEvent('pro__Login_Username'));
    storage.local.clear();
    storage.events.dispatchEvent(storageEvent(null));
    expect(seen).toEqual(['other-tab', null]);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    let calls = 0;
    const unsubscribe = subscribeToken(() => (calls += 1));
    setToken('a');
    unsubscribe();
    setToken('b');
    storage.events.dispatchEvent(storageEvent('pro__Access-Token'));
    expect(calls).toBe(1);
  });
});
