import '../i18n/catalogues/http';
import { isAxiosError, isCancel, type AxiosError } from 'axios';
import { t } from '../i18n';
import { jsonInsideBlob } from './blob-body';
import type { HttpRuntimeConfig } from './http-config';
import type { Logout, SessionExpiryGuard } from './session-expiry';

export interface FailureContext {
  config: HttpRuntimeConfig;
  guard: SessionExpiryGuard;
  logout: Logout;
}

function isTimeout(error: AxiosError): boolean {
  return error.code === 'ETIMEDOUT' || /timeout/i.test(error.message);
}

function messageOf(data: unknown): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * Turns a failed request into the notices of the error catalogue (shell spec section 8), all
 * titled 系统提示. A JSON body that arrived as a Blob is parsed first and put back on the
 * response, so callers read the server's message too.
 */
export async function reportHttpFailure(error: unknown, { config, guard, logout }: FailureContext): Promise<void> {
  if (!isAxiosError(error) || isCancel(error)) return;
  const { notify } = config;
  const title = t('http.noticeTitle');
  const response = error.response;
  if (!response) {
    notify.error({ title, message: isTimeout(error) ? t('http.timeout') : error.message });
    return;
  }
  const blobJson = await jsonInsideBlob(response.data);
  if (blobJson) response.data = blobJson;
  const message = messageOf(response.data);

  switch (response.status) {
    case 403:
      notify.error({ title, message: t('http.forbidden') });
      return;
    case 404:
      notify.error({ title, message: t('http.notFound') });
      return;
    case 504:
      notify.error({ title, message: t('http.timeout') });
      return;
    case 401:
      void guard.unauthorised(config, logout);
      return;
    case 500:
      if (config.getToken() && message.includes('Token失效')) {
        void guard.tokenInvalid(config, logout);
        return;
      }
      break;
  }
  notify.error({ title, message: message || t('http.requestFailed', { status: response.status }) });
}
