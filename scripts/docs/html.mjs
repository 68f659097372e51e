// Escaping and the small markdown subset the element descriptions use (`code` spans, line breaks).

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text) {
  return String(text ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** A description as HTML: escaped first, then `code` spans; paragraphs at blank lines. */
export function describe(text) {
  if (!text) return '';
  return escapeHtml(text)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\n/g, ' ')}</p>`)
    .join('\n');
}

/** Summary and description as HTML, with the deprecation note the schema allows on most entries. */
export function describeEntry(entry) {
  const deprecated = entry.deprecated
    ? `<p><strong>Deprecated</strong>${typeof entry.deprecated === 'string' ? `: ${escapeHtml(entry.deprecated)}` : ''}</p>`
    : '';
  return [describe(entry.summary), describe(entry.description), deprecated].filter(Boolean).join('\n');
}

/** Text shown as code, escaped: a snippet block, or an inline span. */
export const codeBlock = (text) => `<pre><code>${escapeHtml(text)}</code></pre>`;
export const code = (text) => `<code>${escapeHtml(text)}</code>`;

/** A section with a heading and a table, or nothing when there are no rows. */
export function table(caption, headings, rows, id) {
  if (rows.length === 0) return '';
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<section${id ? ` id="${escapeHtml(id)}"` : ''}><h2>${escapeHtml(caption)}</h2>\n<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></section>`;
}

/** The bar above every page: the way back to the index, where this page is, and the theming page. */
export function nav(here = '', { theming = true } = {}) {
  const link = theming ? ' · <a href="theming.html">主题 Theming</a>' : '';
  return `<nav><a href="index.html">farm-elements</a>${here ? ` / ${here}` : ''}${link}</nav>`;
}

export function page({ title, body, scriptBase, head = '' }) {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · farm-elements</title>
<link rel="stylesheet" href="docs.css">
<script src="${scriptBase}farm-elements.js"></script>
<script src="docs.js" defer></script>
${head}</head>
<body>
${body}
</body>
</html>
`;
}
