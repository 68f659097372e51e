import { afterEach, describe, expect, it } from 'vitest';
import { consoleConfig, consoleNotices } from '../../../console/app';
import { configureConsoleRuntime } from '../../../console/app/configure-runtime';
import { sessionSettings, setCurrentRoute } from '../../../console/session';
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

  it('hands the session the sign-in settings, the console notices and the shell prefetch', () => {
    configureConsoleRuntime();
    const settings = sessionSettings();
    expect(settings.notices).toBe(consoleNotices);
    expect(settings.passwordRecoveryMethod).toBe(consoleConfig.passwordRecoveryMethod);
    expect(settings.thirdPartyProviders).toBe(consoleConfig.thirdPartyProviders);
    expect(settings.cas).toBe(consoleConfig.cas);
    expect(settings.registrationNotices).toBe(consoleConfig.registrationNotices);
    expect(settings.copyrightHolder).toBe(consoleConfig.copyrightHolder);
    expect(settings.preloadShell).toBeTypeOf('function');
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
