import { createHash } from 'node:crypto';

const STYLE =
  'html,body{margin:0;height:100%}iframe{display:block;width:100%;height:100%;border:0}p{margin:2em;font:14px sans-serif;color:#666}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The page's Content-Security-Policy: no script at all, its one style by hash, and frames only
 * from this server (the stored PDF). Unlike JeecgBoot's page it listens to no `postMessage`, so
 * no other window can make it open a document of its choosing.
 */
export const PREVIEW_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-src 'self'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * The preview of a stored PDF: the browser's own viewer in a frame. The address is relative
 * (`../static/<path>` from `…/sys/common/pdf/pdfPreviewIframe`), so it holds behind any proxy
 * prefix, and each segment is encoded.
 */
export function pdfPreviewPage(title: string, storedSegments: readonly string[]): string {
  const source = `../static/${storedSegments.map(encodeURIComponent).join('/')}`;
  return page(title, `<iframe src="${escapeHtml(source)}" title="${escapeHtml(title)}"></iframe>`);
}

/** The same page saying why there is nothing to show. */
export function pdfPreviewNotice(title: string, notice: string): string {
  return page(title, `<p>${escapeHtml(notice)}</p>`);
}
