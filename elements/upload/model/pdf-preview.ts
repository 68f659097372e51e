import { getFileAccessHttpUrl, getHttpConfig, type HttpRuntimeConfig } from '../../core/http';

const PDF = /\.pdf$/i;
const WEB_URL = /^https?:\/\//i;

/** Whether an uploaded file is a PDF, by its stored path (or its name while the path is unknown). */
export function isPdfFile(item: { name: string; path: string }): boolean {
  return PDF.test(item.path || item.name);
}

/**
 * Where a PDF is previewed: the server's preview page (`/sys/common/pdf/pdfPreviewIframe`, as
 * JeecgBoot's PDF preview opens it) with the stored path as `file`, which shows it in the
 * browser's own viewer. Like the static path it needs no token, so none is put in the address.
 * A file kept at a web address elsewhere opens there; a path that is neither gives ''.
 */
export function pdfPreviewUrl(path: string, config: HttpRuntimeConfig = getHttpConfig()): string {
  const fileUrl = getFileAccessHttpUrl(path, config);
  if (!fileUrl || !PDF.test(path.trim())) return '';
  if (WEB_URL.test(path.trim())) return fileUrl;
  const file = path.trim().replace(/^\/+/, '');
  return `${config.basePath.replace(/\/+$/, '')}/sys/common/pdf/pdfPreviewIframe?${new URLSearchParams({ file })}`;
}
