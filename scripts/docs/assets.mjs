// The docs pages' own stylesheet and script (plain files: the pages must work without a build step).

export const DOCS_CSS = `body { margin: 0; font: 14px/1.6 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f1f1f; }
nav { padding: 12px 24px; border-bottom: 1px solid #e8e8e8; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 64px; }
a { color: #0b6e3a; }
code { font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f5f5f5; padding: 0 4px; border-radius: 3px; }
pre { background: #f5f5f5; padding: 12px; overflow: auto; border-radius: 4px; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 24px; }
th, td { border: 1px solid #e8e8e8; padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #fafafa; }
td p { margin: 0; }
.summary { font-size: 16px; }
.example { border: 1px solid #e8e8e8; border-radius: 4px; padding: 24px; margin-bottom: 8px; }
.event-log { min-height: 3em; max-height: 12em; }
`;

export const DOCS_JS = `// Logs the example's events live, and opens elements named by data-open buttons.
for (const example of document.querySelectorAll('.example')) {
  const log = example.parentElement.querySelector('.event-log');
  const events = JSON.parse(example.dataset.events || '[]');
  for (const element of example.querySelectorAll('*')) {
    if (!element.localName.startsWith('farm-')) continue;
    for (const type of events) {
      element.addEventListener(type, (event) => {
        const detail = event.detail === undefined || event.detail === null ? '' : ' ' + JSON.stringify(event.detail).slice(0, 300);
        log.textContent = '<' + element.localName + '> ' + type + detail + '\\n' + log.textContent;
      });
    }
  }
}
document.addEventListener('click', (event) => {
  const opener = event.target instanceof Element ? event.target.closest('[data-open]') : null;
  const target = opener && document.getElementById(opener.dataset.open);
  if (target) target.open = true;
});
`;
