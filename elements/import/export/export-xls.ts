import '../../core/i18n/catalogues/import';
import { getFileAccessHttpUrl, getHttpConfig, http, type HttpClient } from '../../core/http';
import { t } from '../../core/i18n';
import { exportFileName, exportParams } from './export-params';

export interface ExportRequest {
  /** The export URL, e.g. `/farm/machine/exportXls`. */
  url: string;
  /** The saved file's name (.xlsx added). */
  fileName: string;
  /** The list's current query: filters, `superQueryParams`, `column`, `order`… */
  query?: Record<string, unknown>;
  /** The selected rows' ids, sent as `selections`. */
  selections?: readonly (string | number)[];
}

/**
 * The list helper's export: downloads the xlsx of the current query (and selection) and saves
 * it. An empty answer warns 文件下载失败 and a refusal inside the blob warns with the server's
 * message (both by the HTTP client's downloadFile, through its notifier: `client` is the shared
 * one unless a caller brings one that shows them elsewhere); resolves to whether a file was saved.
 */
export async function exportXls(
  { url, fileName, query = {}, selections = [] }: ExportRequest,
  client: HttpClient = http,
): Promise<boolean> {
  const blob = await client.downloadFile(url, exportFileName(fileName), exportParams(query, selections));
  return blob !== null;
}

/**
 * Opens a stored file of a list's file column in a new tab; an empty path warns 未知的文件
 * (JeecgBoot's list mixin `downloadFile(text)`).
 */
export function openStoredFile(path: string | null | undefined): boolean {
  const href = getFileAccessHttpUrl(path);
  if (!href) {
    getHttpConfig().notify.warning({ message: t('import.unknownFile') });
    return false;
  }
  window.open(href, '_blank', 'noopener');
  return true;
}
