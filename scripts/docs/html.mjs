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

export function table(caption, headings, rows) {
  if (rows.length === 0) return '';
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escapeHtml(caption)}</h2>\n<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></section>`;
}

export function page({ title, body, scriptBase }) {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · farm-elements</title>
<link rel="stylesheet" href="docs.css">
<script src="${scriptBase}farm-elements.js"></script>
<script src="docs.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}
