import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, getUsername, resetSessionBacking, setToken, setUsername } from '../../../../elements/core/session';
import { memorySession } from '../session/session-fixture';
import { clientWith } from './client-fixture';
import { ok, settle, status401 } from './fake-backend';

beforeEach(() => {
  memorySession();
  setToken('old-token');
  setUsername('admin');
});
afterEach(() => {
  vi.useRealTimers();
  resetSessionBacking();
});

describe('without an onLogout hook, a 401 runs the spec’s logout', () => {
  it('clears the session and calls POST /sys/logout with the old token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, requests } = clientWith((request) => (request.url === '/sys/logout' ? ok() : status401), {
      getToken,
      onLogout: null,
    });
    await client.getAction('/sys/user/list').catch(() => undefined);
    await settle();
    expect(getToken()).toBeNull();
    expect(getUsername()).toBeNull();
    const logout = requests.find((request) => request.url === '/sys/logout');
    expect(logout?.method).toBe('post');
    expect(logout?.headers.get('X-Access-Token')).toBe('old-token');
  });

  it('still reloads when the server logout fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, calls } = clientWith(() => status401, { getToken, onLogout: null });
    await client.getAction('/sys/user/list').catch(() => undefined);
    await settle();
    vi.advanceTimersByTime(1500);
    expect(calls.reloads).toBe(1);
  });
});
