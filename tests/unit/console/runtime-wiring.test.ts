import { afterEach, describe, expect, it } from 'vitest';
import { consoleNotices } from '../../../console/app';
import { configureConsoleRuntime } from '../../../console/app/configure-runtime';
import { setCurrentRoute } from '../../../console/session';
import { configureHttp, getAction, getHttpConfig } from '../../../elements/core/http';
import { getPermissionReading } from '../../../elements/core/permission';
import { ok } from '../core/http/fake-backend';
import { consoleSession, resetConsoleSession } from './session-fixture';

afterEach(() => {
  setCurrentRoute(null);
  resetConsoleSession();
});

describe('the shared runtime is wired to the console once at start', () => {
  it('uses the API base, the console notices and its logout', () => {
    configureConsoleRuntime();
    const config = getHttpConfig();
    expect(config.basePath).toBe('/farm-machine');
    expect(config.notify).toBe(consoleNotices);
    expect(config.onLogout).toBeTypeOf('function');
    expect(getPermissionReading()).toBe('A');
  });

  it('sends X-Low-App-ID on a low-app route with an appId, and not elsewhere', async () => {
    const { backend } = consoleSession(() => ok());
    configureConsoleRuntime();
    configureHttp({ adapter: backend.adapter });

    setCurrentRoute({ name: 'low-app-orders', params: { appId: 'app-7' } });
    await getAction('/sys/dict/list');
    setCurrentRoute({ name: 'system-user', params: { appId: 'app-7' } });
    await getAction('/sys/dict/list');

    expect(backend.requests.map((request) => request.headers.get('X-Low-App-ID') ?? null)).toEqual(['app-7', null]);
  });
});
