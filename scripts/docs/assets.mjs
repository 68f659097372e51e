// The docs pages' own stylesheet and script (plain files: the pages must work without a build step).

// The page follows the `--farm-*` tokens (the theming page's switch sets them); the fallbacks are the
// light look of a page that sets none.
export const DOCS_CSS = `body { margin: 0; font: 14px/1.6 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: var(--farm-color-text, #1f1f1f); background: var(--farm-color-bg, #fff); }
nav { padding: 12px 24px; border-bottom: 1px solid var(--farm-color-border-split, #e8e8e8); }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 64px; }
a { color: #0b6e3a; }
[data-docs-theme="dark"] a { color: #5adb92; }
code { font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--farm-color-bg-hover, #f5f5f5); padding: 0 4px; border-radius: 3px; }
pre { background: var(--farm-color-bg-hover, #f5f5f5); padding: 12px; overflow: auto; border-radius: 4px; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 24px; }
th, td { border: 1px solid var(--farm-color-border-split, #e8e8e8); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: var(--farm-color-bg-hover, #fafafa); }
td p { margin: 0; }
h1 code { font-size: inherit; background: none; padding: 0; }
h3[id] { margin-top: 28px; }
.summary { font-size: 16px; }
.example { border: 1px solid var(--farm-color-border-split, #e8e8e8); border-radius: 4px; padding: 24px; margin-bottom: 8px; }
.event-log { min-height: 3em; max-height: 12em; }
[data-docs-theme="dark"] { color-scheme: dark; }
.theme-dark { display: grid; gap: 16px; }
.swatch { display: inline-block; padding: 3px; margin-right: 6px; vertical-align: -5px; border: 1px solid #8c8c8c; border-radius: 3px; }
.swatch.light { background: #fff; }
.swatch.dark { background: #141414; }
.swatch span { display: block; width: 14px; height: 14px; border-radius: 2px; }
code.token { white-space: nowrap; }
.toc { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 0; list-style: none; }
.theme-switch button[aria-pressed="true"] { font-weight: 600; }
`;

export const DOCS_JS = `// Logs the example's events live, opens elements named by data-open buttons, and switches the
// page's theme from data-theme-mode buttons through FarmElements.configure().
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
function switchTheme(mode) {
  window.FarmElements?.configure({ theme: { mode } });
  document.documentElement.dataset.docsTheme = mode;
  for (const button of document.querySelectorAll('button[data-theme-mode]')) button.setAttribute('aria-pressed', String(button.dataset.themeMode === mode));
}
document.addEventListener('click', (event) => {
  const clicked = event.target instanceof Element ? event.target : null;
  const opener = clicked?.closest('[data-open]');
  const target = opener && document.getElementById(opener.dataset.open);
  if (target) target.open = true;
  const switcher = clicked?.closest('button[data-theme-mode]');
  if (switcher) switchTheme(switcher.dataset.themeMode);
});
`;
