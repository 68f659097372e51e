import { createHttpClient, type HttpRuntimeConfig } from '../../../../elements/core/http';
import { fakeBackend, recordingNotifier, type Answer } from './fake-backend';
import type { InternalAxiosRequestConfig } from 'axios';

/** A client wired to an in-memory backend, a recording notifier and injected session hooks. */
export function clientWith(
  answer: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer>,
  overrides: Partial<HttpRuntimeConfig> = {},
) {
  const backend = fakeBackend(answer);
  const notify = recordingNotifier();
  const calls = { reloads: 0, logouts: 0, tokenCleared: 0 };
  const client = createHttpClient({
    adapter: backend.adapter,
    notify,
    getToken: () => 'token-1',
    getTenantId: () => null,
    getLowAppId: () => null,
    isEnterpriseChatBrowser: () => false,
    reload: () => {
      calls.reloads += 1;
    },
    onLogout: () => {
      calls.logouts += 1;
    },
    clearToken: () => {
      calls.tokenCleared += 1;
    },
    saveFile: () => undefined,
    ...overrides,
  });
  return { client, requests: backend.requests, notify, calls };
}
