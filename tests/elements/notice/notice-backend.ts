// The calls the bell makes, answered in memory, and a stand-in for the browser's WebSocket
// (no push server runs beside the element tests; the e2e tests use the real one).
import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, ok, type Answer } from '../../unit/core/http/fake-backend';

export interface Lists {
  anntMsgList: Record<string, unknown>[];
  sysMsgList: Record<string, unknown>[];
}

export function noticeBackend(lists: () => Lists | 'fail') {
  const backend = fakeBackend((request: InternalAxiosRequestConfig): Answer => {
    const url = request.url ?? '';
    if (url.endsWith('/sys/annountCement/listByUser')) {
      const current = lists();
      if (current === 'fail')
        return { status: 500, data: { success: false, message: '服务器错误', code: 500, result: null } };
      return ok({ ...current, anntMsgTotal: current.anntMsgList.length, sysMsgTotal: current.sysMsgList.length });
    }
    if (url.endsWith('/sys/sysAnnouncementSend/editByAnntIdAndUserId')) return ok(null);
    // JeecgBoot answers getMultiUser with a bare array.
    if (url.endsWith('/sys/user/getMultiUser'))
      return { status: 200, data: [{ username: 'admin', realname: '管理员' }] };
    return { status: 404, data: { success: false, message: 'not found', code: 404, result: null } };
  });
  configureHttp({ adapter: backend.adapter, getToken: () => 'token-1', basePath: '/farm-machine' });
  return {
    requests: backend.requests,
    calls: (path: string) => backend.requests.filter((request) => (request.url ?? '').endsWith(path)),
    restore: () => resetHttpConfig(),
  };
}

export class FakeWebSocket {
  static readonly OPEN = 1;
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readonly protocols: string[];
  readyState = 0;
  sent: string[] = [];
  private listeners = new Map<string, ((event: Event | MessageEvent) => void)[]>();

  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeWebSocket.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event | MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(text: string): void {
    this.sent.push(text);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.fire('open', new Event('open'));
  }

  /** The connection fails (a proxy refusing WebSockets, the server away). */
  fail(): void {
    this.readyState = 3;
    this.fire('error', new Event('error'));
  }

  /** The server sends a frame. */
  push(data: string): void {
    this.fire('message', new MessageEvent('message', { data }));
  }

  private fire(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const realWebSocket = window.WebSocket;

export function installFakeWebSocket(): void {
  FakeWebSocket.instances = [];
  (window as { WebSocket: unknown }).WebSocket = FakeWebSocket;
}

export function restoreWebSocket(): void {
  window.WebSocket = realWebSocket;
}
