import type { AxiosError } from 'axios';

/**
 * axios' own `isAxiosError` test, written out: importing it would bring axios into every chunk
 * that tells a failure (the remote-data hook in a grid fed through `rows`, which never loads axios).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return error !== null && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function messageIn(body: unknown): string {
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * What to tell the user about a failed call, whichever way the backend refused it: JeecgBoot
 * answers a refusal HTTP 200 with `success: false` (the caller reads it, or `requireSuccess`
 * throws an HttpFailure carrying it), other backends HTTP 4xx with the same envelope (the client
 * rejects with axios' error, whose own text is only "Request failed with status code 400"). The
 * server's message comes first either way; then the error's text (a timeout, a network failure);
 * '' when there is none, for the caller's own words.
 */
export function failureText(error: unknown): string {
  if (isAxiosError(error)) return messageIn(error.response?.data) || error.message;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : messageIn(error);
}
