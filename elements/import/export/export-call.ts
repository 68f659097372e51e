// `farm-elements/export` and FarmElements.exportXls(): the list's export as one call, for pages
// that export without a <farm-list>. The script-tag build makes this module a chunk of its own,
// loaded on the first call, so the loader stays free of React and axios.
import { isAxiosError } from 'axios';
import { followHostLookSettings } from '../../core/element/host-look-follower';
import { createHttpClient } from '../../core/http';
import { exportXls as downloadExport } from './export-xls';
import { pageNotifier } from './page-notices';

export interface ExportXlsOptions {
  /** The export URL under the configured API base, e.g. `/farm/machine/exportXls`. */
  url: string;
  /** The saved file's name; `.xlsx` is added unless it ends in `.xls` or `.xlsx`. */
  fileName: string;
  /** The list's query: filters, `superQueryParams`, `column`, `order`…; empty values are not sent. */
  params?: Record<string, unknown>;
  /** The selected rows' ids, sent comma-joined as `selections`. */
  selections?: readonly (string | number)[];
}

// The shared client's settings (API base, token, tenant) with messages shown on the page: outside
// an element nothing else would show them.
const client = createHttpClient({ notify: pageNotifier });
// The messages' language and the notices' colours follow FarmElements.configure() as an element's
// do, from before the first message is worded.
followHostLookSettings();

/**
 * Downloads the xlsx the server answers for `params` (and `selections`) and saves it as
 * `fileName`. Resolves true once saved, false when nothing was, with the message shown: an empty
 * answer warns 文件下载失败, a refusal inside the file warns with the server's message, a failed
 * request shows the HTTP client's message (系统提示).
 */
export async function exportXls({ url, fileName, params, selections }: ExportXlsOptions): Promise<boolean> {
  try {
    return await downloadExport({ url, fileName, query: params, selections }, client);
  } catch (error) {
    // The client has shown a failed request's message; anything else is a fault to surface.
    if (isAxiosError(error)) return false;
    throw error;
  }
}
