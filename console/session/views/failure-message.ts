import { isAxiosError } from 'axios';
import { t } from '../../../elements/core/i18n';
import { LoginRejected } from '../login-answer';

function messageIn(data: unknown): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/** What to tell the user about a failed call: the server's message first, as JeecgBoot does. */
export function failureMessage(error: unknown): string {
  if (error instanceof LoginRejected) return messageIn(error.response) || t('console.login.requestError');
  if (isAxiosError(error)) return messageIn(error.response?.data) || error.message || t('console.login.requestError');
  if (error instanceof Error && error.message) return error.message;
  return t('console.login.requestError');
}
