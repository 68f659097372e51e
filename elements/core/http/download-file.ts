import '../i18n/catalogues/http';
import { t } from '../i18n';
import { jsonInsideBlob } from './blob-body';
import type { HttpTransport, QueryParams, RequestOptions } from './http-client';

export interface DownloadOptions extends RequestOptions {
  /** 'get' sends the parameters as the query, 'post' as the body. */
  method?: 'get' | 'post';
}

/**
 * Downloads a file (an export) and hands it to the configured saveFile. An empty blob warns
 * 文件下载失败; a JSON failure inside the blob warns with the server's message. Resolves to the
 * saved blob, or null when nothing was saved.
 */
export async function downloadFile(
  client: HttpTransport,
  url: string,
  fileName: string,
  params?: QueryParams | Record<string, unknown>,
  { method = 'get', ...options }: DownloadOptions = {},
): Promise<Blob | null> {
  const blob = await client.send<Blob>({
    ...options,
    url,
    method,
    responseType: 'blob',
    ...(method === 'get' ? { params } : { data: params }),
  });
  const { notify } = client.config();
  if (!blob || typeof blob !== 'object' || !(blob instanceof Blob) || blob.size === 0) {
    notify.warning({ message: t('http.downloadFailed') });
    return null;
  }
  if (blob.type.toLowerCase().includes('json')) {
    const answer = await jsonInsideBlob(blob);
    if (answer && answer.success === false) {
      const message = typeof answer.message === 'string' && answer.message ? answer.message : t('http.downloadFailed');
      notify.warning({ message });
      return null;
    }
  }
  client.config().saveFile(blob, fileName);
  return blob;
}
