import '../../core/i18n/catalogues/upload';
import { getFileAccessHttpUrl, uploadAction } from '../../core/http';
import { t } from '../../core/i18n';
import { DEFAULT_UPLOAD_URL } from '../../upload';

/** The upload business of images put into the rich-text and Markdown editors. */
export const EDITOR_UPLOAD_BIZ = 'jeditor';

interface UploadAnswer {
  success?: boolean;
  message?: string;
}

/** The address an image is shown from after the upload answered; throws the server's message on refusal. */
export function imageUrlFromAnswer(answer: UploadAnswer | null | undefined, unknownError: string): string {
  const path = answer?.success && typeof answer.message === 'string' ? answer.message : '';
  const url = getFileAccessHttpUrl(path);
  if (url) return url;
  throw new Error(answer?.message && !answer.success ? answer.message : unknownError);
}

/**
 * Uploads an image through the common upload call (biz `jeditor`) instead of inlining it as
 * base64; `signal` aborts it (its editor is gone).
 */
export async function uploadEditorImage(
  file: File,
  action = DEFAULT_UPLOAD_URL,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await uploadAction<unknown>(action, { file, biz: EDITOR_UPLOAD_BIZ }, { signal });
  return imageUrlFromAnswer(answer as UploadAnswer, t('upload.unknownError'));
}
