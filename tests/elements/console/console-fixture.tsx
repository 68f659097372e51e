// Renders the console's own pieces in the light DOM, as the console does, inside a
// NoticeProvider, with the shared HTTP client answered in memory and a memory session.
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import {
  configureSession,
  createMemoryStorage,
  resetSessionBacking,
  setUserInfo,
  setUsername,
} from '../../../elements/core/session';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, type Answer } from '../../unit/core/http/fake-backend';
import { mount, unmountAll, type Mounted } from '../core/ui/mount';

export { byText, click } from '../core/ui/mount';
export { ok, type Answer } from '../../unit/core/http/fake-backend';

export const NOW = 1_700_000_000_000;

export interface ConsoleView extends Mounted {
  /** The texts of the messages and notifications shown now, with their level. */
  notices(): { level: string; text: string }[];
}

export function mountConsole(node: ReactNode): ConsoleView {
  const view = mount(<NoticeProvider>{node}</NoticeProvider>, 'light');
  return {
    ...view,
    render: (next) => view.render(<NoticeProvider>{next}</NoticeProvider>),
    notices: () =>
      Array.from(view.root.querySelectorAll<HTMLElement>('[data-level]')).map((notice) => ({
        level: notice.dataset.level ?? '',
        text: notice.textContent?.trim() ?? '',
      })),
  };
}

/** A memory session, optionally signed in as `username` (with this user info). */
export function memorySession(user?: { id: string; username: string; realname?: string }) {
  const local = createMemoryStorage();
  configureSession({ local, session: createMemoryStorage(), events: new EventTarget(), now: () => NOW });
  if (user) {
    setUsername(user.username);
    setUserInfo(user);
  }
  return local;
}

/** The server's answers come from `answer`; `requests` lists what the client sent. */
export function serverAnswers(answer: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer>) {
  const backend = fakeBackend(answer);
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  return {
    requests: backend.requests,
    /** The JSON body of a request. */
    body: (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)),
  };
}

export function resetConsole(): void {
  unmountAll();
  resetHttpConfig();
  resetSessionBacking();
}

/** An answer the test releases when it wants, to observe what happens meanwhile. */
export function deferredAnswer(): { promise: Promise<Answer>; release: (answer: Answer) => void } {
  let release: (answer: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export const refused = (message: string): Answer => ({ data: { success: false, message, code: 500, result: null } });
