import { createHash } from 'node:crypto';
import { currentLocale } from '../../../i18n';

const STYLE = [
  'body{margin:24px;font:13px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#222}',
  'h1{font-size:18px;margin:0 0 4px}',
  '.meta{color:#555;margin:0 0 12px}',
  'table{border-collapse:collapse;width:100%}',
  'th,td{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top}',
  'th{background:#f0f0f0}',
  'thead{display:table-header-group}',
  'tr{break-inside:avoid}',
  '.notice{margin:2em;font-size:14px;color:#444}',
  'button{margin:0 0 12px;padding:4px 16px;font:inherit;cursor:pointer}',
  '@media print{button{display:none}body{margin:0}}',
].join('');
/** The page's one script: the 打印 button opens the browser's print dialog. */
const SCRIPT = "document.getElementById('print').addEventListener('click',function(){window.print()});";

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The print page's Content-Security-Policy: its one style and its one script by hash, nothing
 * loaded from anywhere, no form, no base. The rows are escaped text, and even markup that got
 * through could run nothing.
 */
export const PRINT_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${hashOf(STYLE)}'; script-src 'sha256-${hashOf(SCRIPT)}'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="${currentLocale()}"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface PrintedTable {
  title: string;
  /** Under the title: who printed, when, how many rows. */
  meta: string;
  printLabel: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A printable page of a table: the title, a line about it, the 打印 button and every row. */
export function printTablePage({ title, meta, printLabel, headers, rows }: PrintedTable): string {
  const head = `<tr>${headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr>`;
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return page(
    title,
    `<button type="button" id="print">${escapeHtml(printLabel)}</button><h1>${escapeHtml(title)}</h1><p class="meta">${escapeHtml(meta)}</p>` +
      `<table aria-label="${escapeHtml(title)}"><thead>${head}</thead><tbody>${body}</tbody></table><script>${SCRIPT}</script>`,
  );
}

/** The same page saying why there is nothing to print. */
export function printNoticePage(title: string, notice: string): string {
  return page(title, `<p class="notice" role="alert">${escapeHtml(notice)}</p>`);
}
