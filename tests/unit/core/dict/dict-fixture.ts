import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../../elements/core/http';
import { clearDictMemoryCache, configureDictCache, DICT_CACHE_LIFETIME_MS } from '../../../../elements/core/dict';
import { resetSessionBacking } from '../../../../elements/core/session';
import { fakeBackend, recordingNotifier, type Answer } from '../http/fake-backend';
import { memorySession } from '../session/session-fixture';

/** The shared client answered in memory, a memory session and a dictionary clock the test moves. */
export function dictBackend(answer: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer>) {
  const backend = fakeBackend(answer);
  const notify = recordingNotifier();
  const storage = memorySession();
  const clock = { now: 0 };
  configureHttp({ adapter: backend.adapter, notify, getToken: () => 't', getTenantId: () => null });
  configureDictCache({ lifetimeMs: DICT_CACHE_LIFETIME_MS, now: () => clock.now });
  return { requests: backend.requests, notify, storage, clock };
}

export function resetDictBackend(): void {
  resetHttpConfig();
  resetSessionBacking();
  clearDictMemoryCache();
}
