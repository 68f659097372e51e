import { isAxiosError } from 'axios';

/**
 * What to tell the user about a failed call: the server's own message when it answered with an
 * error status and an envelope, else the error's text (a refused envelope's message, or the
 * network failure itself).
 */
export function failureText(error: unknown): string {
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error ? error.message : String(error);
}
