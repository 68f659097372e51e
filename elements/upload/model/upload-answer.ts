import type { UploadItem } from './upload-item';

/** The part of the upload answer the field reads: `{ success, message }`, the path in `message`. */
export interface UploadAnswer {
  success?: boolean;
  message?: string;
  result?: unknown;
}

/**
 * The item after the server answered. A success stores the path the answer names (in
 * `message`, or the configured `responseName` field of the answer); "done with success false
 * becomes error with the server message, default 未知错误" (spec 4) — `unknownError` is that default.
 */
export function itemAfterAnswer(
  item: UploadItem,
  answer: UploadAnswer | null | undefined,
  unknownError: string,
  responseName = 'message',
): UploadItem {
  const named = answer ? (answer as Record<string, unknown>)[responseName] : undefined;
  if (answer?.success && typeof named === 'string' && named) {
    return { ...item, status: 'done', percent: 100, path: named, message: undefined };
  }
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : unknownError;
  return { ...item, status: 'error', message };
}

/** The item after the request itself failed (network, HTTP status). */
export function itemAfterFailure(item: UploadItem, message: string | undefined, unknownError: string): UploadItem {
  return { ...item, status: 'error', message: message || unknownError };
}
