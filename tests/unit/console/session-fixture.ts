import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { resetSessionBacking } from '../../../elements/core/session';
import { fakeBackend, type Answer } from '../core/http/fake-backend';
import { memorySession } from '../core/session/session-fixture';
import type { InternalAxiosRequestConfig } from 'axios';
import { configureSession, type SessionSettings } from '../../../console/session';
import { createNoticeBridge } from '../../../elements/core/ui';

/** A session on memory storage and an HTTP client answered by `answer`. */
export function consoleSession(answer: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer>) {
  const storage = memorySession();
  const backend = fakeBackend(answer);
  configureHttp({ adapter: backend.adapter });
  return { storage, backend };
}

export function resetConsoleSession(): void {
  resetHttpConfig();
  resetSessionBacking();
}

/** The request path without the base path. */
export const pathOf = (request: InternalAxiosRequestConfig) => (request.url ?? '').replace(/^\/farm-machine/, '');

/**
 * Hands the session the settings an app would at start: the product's defaults, a notice bridge
 * of its own and a shell prefetch that does nothing, each replaceable by `overrides`.
 */
export function configureTestSession(overrides: Partial<SessionSettings> = {}): SessionSettings {
  const settings: SessionSettings = {
    thirdPartyProviders: [],
    cas: { enabled: false },
    registrationNotices: [null, null],
    copyrightHolder: null,
    passwordRecoveryMethod: 'post',
    notices: createNoticeBridge(),
    preloadShell: () => undefined,
    ...overrides,
  };
  configureSession(settings);
  return settings;
}
