import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { resetSessionBacking } from '../../../elements/core/session';
import { fakeBackend, type Answer } from '../core/http/fake-backend';
import { memorySession } from '../core/session/session-fixture';
import type { InternalAxiosRequestConfig } from 'axios';

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
