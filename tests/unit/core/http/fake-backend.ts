import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { Notice, Notifier, ReloginDialog } from '../../../../elements/core/http';

/** What the fake server answers: a status and a body, or a transport failure. */
export type Answer =
  | { status?: number; data?: unknown; headers?: Record<string, string> }
  | { fail: 'timeout' | 'network' };

export interface FakeBackend {
  adapter: AxiosAdapter;
  /** Every request the client sent, as the adapter saw it. */
  requests: InternalAxiosRequestConfig[];
}

/**
 * An axios adapter answering in memory: the one place a fake is right, since the client's
 * handling of 401s, timeouts and blobs cannot be provoked otherwise in unit tests.
 */
export function fakeBackend(answer: (request: InternalAxiosRequestConfig) => Answer | Promise<Answer>): FakeBackend {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (request) => {
    requests.push(request);
    const reply = await answer(request);
    if ('fail' in reply) {
      throw reply.fail === 'timeout'
        ? new AxiosError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', request)
        : new AxiosError('Network Error', 'ERR_NETWORK', request);
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: reply.data,
      headers: new AxiosHeaders(reply.headers ?? {}),
      config: request,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', request, null, response);
  };
  return { adapter, requests };
}

export const ok = (result: unknown = null, message = ''): Answer => ({
  data: { success: true, message, code: 200, result, timestamp: 1 },
});

export interface RecordingNotifier extends Notifier {
  errors: Notice[];
  warnings: Notice[];
  successes: Notice[];
  dialogs: ReloginDialog[];
  loadings: string[];
  /** Presses the re-login button of the open dialog(s). */
  confirm(): void;
  /** Closes the open dialog(s) without re-login. */
  dismiss(): void;
}

export function recordingNotifier(): RecordingNotifier {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const notifier: RecordingNotifier = {
    errors: [],
    warnings: [],
    successes: [],
    dialogs: [],
    loadings: [],
    error: (notice) => void notifier.errors.push(notice),
    warning: (notice) => void notifier.warnings.push(notice),
    success: (notice) => void notifier.successes.push(notice),
    loading: (text) => void notifier.loadings.push(text),
    confirmRelogin: (dialog) => {
      notifier.dialogs.push(dialog);
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
    confirm: () =>
      pending.splice(0).forEach(({ resolve }) => {
        resolve();
      }),
    dismiss: () =>
      pending.splice(0).forEach(({ reject }) => {
        reject(new Error('dismissed'));
      }),
  };
  return notifier;
}

/** Lets every pending promise callback run (the error handling is asynchronous). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export const status401: Answer = {
  status: 401,
  data: { success: false, message: 'Token失效', code: 401, result: null },
};
