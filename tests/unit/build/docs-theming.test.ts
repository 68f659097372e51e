import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_TOKENS, themeVariables } from '../../../elements/core/theme';
// @ts-expect-error plain JavaScript build script
import { buildDocs } from '../../../scripts/docs.mjs';
// @ts-expect-error plain JavaScript build script
import { escapeHtml } from '../../../scripts/docs/html.mjs';
// @ts-expect-error plain JavaScript build script
import { THEME_TOKEN_NOTES } from '../../../scripts/docs/theme-token-notes.mjs';
// @ts-expect-error plain JavaScript build script
import { loadTheme, themeTokenRows } from '../../../scripts/docs/theme-tokens.mjs';
import { sectionById } from './docs-fixture';

const root = path.resolve(__dirname, '../../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'farm-docs-theming-'));
let theming = '';
beforeAll(async () => {
  await buildDocs({ root, outDir });
  theming = readFileSync(path.join(outDir, 'theming.html'), 'utf8');
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

type TokenRow = { token: string; property: string; light: string; dark: string };

describe('the theme tokens the docs read', () => {
  it('are the theme source’s own values, light and dark, read under plain node', async () => {
    const rows: TokenRow[] = themeTokenRows(await loadTheme(root));
    const light = themeVariables({ mode: 'light' });
    const dark = themeVariables({ mode: 'dark' });
    expect(rows.map((row) => row.property)).toEqual(Object.values(THEME_TOKENS));
    for (const row of rows) {
      expect(row.light, row.property).toBe(light[row.property]);
      expect(row.dark, row.property).toBe(dark[row.property]);
    }
  });

  it('each have a note saying what they do, and no note outlives its token', () => {
    expect(Object.keys(THEME_TOKEN_NOTES).sort()).toEqual(Object.keys(THEME_TOKENS).sort());
  });
});

describe('the theming page', () => {
  it('lists every --farm-* token with its light default, dark value and what it does', async () => {
    const tokens = sectionById(theming, 'tokens');
    expect(tokens).toContain('<th scope="col">Light (default)</th><th scope="col">Dark</th>');
    for (const row of themeTokenRows(await loadTheme(root)) as TokenRow[]) {
      expect(tokens).toContain(`<code class="token">${row.property}</code>`);
      expect(tokens).toContain(`<code>${escapeHtml(row.light)}</code>`);
      expect(tokens).toContain(`<code>${escapeHtml(row.dark)}</code>`);
    }
    expect(tokens).toMatch(/--farm-color-bg<\/code><\/td><td>.*#ffffff.*<\/td><td>.*#141414/);
  });

  it('shows a cron editor and a grid live in a container carrying the dark tokens', () => {
    const dark = sectionById(theming, 'dark');
    expect(dark).toMatch(/<div class="theme-dark">\s*<farm-cron[^>]*>[\s\S]*<farm-grid id="dark-grid"/);
    expect(theming).toMatch(/<style>\n\.theme-dark \{\n[\s\S]*--farm-color-bg: #141414;[\s\S]*<\/style>\n<\/head>/);
  });

  it('teaches the page-wide switch, the script-tag and npm settings, and ::part', () => {
    const setting = sectionById(theming, 'setting');
    expect(setting).toContain('<button type="button" data-theme-mode="dark">');
    expect(setting).toContain(
      escapeHtml("FarmElements.configure({ theme: { mode: 'dark', primaryColor: '#1890ff' } });"),
    );
    expect(setting).toContain('configureFarmElements');
    expect(sectionById(theming, 'parts')).toContain('farm-cron::part(input)');
    expect(sectionById(theming, 'contrast')).toContain(
      escapeHtml('<script src="/elements/farm-elements.js" data-accessible-contrast></script>'),
    );
    expect(sectionById(theming, 'contrast')).toContain('configureFarmElements({ accessibleContrast })');
    expect(sectionById(theming, 'by-element')).toContain('<a href="farm-cron.html#css-parts">');
  });

  it('is linked from the index and from every element page', () => {
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('href="theming.html"');
    expect(readFileSync(path.join(outDir, 'farm-grid.html'), 'utf8')).toContain('<a href="theming.html">');
  });
});
