import { failureText } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { LoginRejected } from '../login-answer';

function messageIn(data: unknown): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * What to tell the user about a failed call: the server's message first, as JeecgBoot does,
 * whether it came in a refused envelope or with an HTTP error status.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof LoginRejected) return messageIn(error.response) || t('console.login.requestError');
  return failureText(error) || t('console.login.requestError');
}
