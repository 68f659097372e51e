// A multipart endpoint the test answers by hand: every request is held until the test reports
// progress, answers it, or fails it. The one place a fake is right here: upload progress and
// network failures cannot be provoked from a real server at will.
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureHttp } from '../../elements/core/http';

export interface HeldRequest {
  request: InternalAxiosRequestConfig;
  /** The multipart body the widget sent. */
  form: FormData;
  progress(loaded: number, total: number): void;
  answer(body: unknown): void;
  failNetwork(): void;
}

export function holdMultipartRequests(): HeldRequest[] {
  const pending: HeldRequest[] = [];
  const adapter: AxiosAdapter = (request) =>
    new Promise((resolve, reject) => {
      // As the browser's adapter does, an aborted request ends with axios' CanceledError.
      request.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, request)), {
        once: true,
      });
      pending.push({
        request,
        form: request.data as FormData,
        progress: (loaded, total) =>
          request.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true } as never),
        answer: (body) =>
          resolve({ status: 200, statusText: 'OK', data: body, headers: new AxiosHeaders(), config: request }),
        failNetwork: () => reject(new AxiosError('Network Error', 'ERR_NETWORK', request)),
      });
    });
  configureHttp({ adapter, getToken: () => 'token', getTenantId: () => null });
  return pending;
}
