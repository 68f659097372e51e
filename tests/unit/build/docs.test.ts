import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { buildDocs, tagsWithoutExample } from '../../../scripts/docs.mjs';
// @ts-expect-error plain JavaScript build script
import { describe as describeText, escapeHtml } from '../../../scripts/docs/html.mjs';
import { sectionById } from './docs-fixture';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const outDir = mkdtempSync(path.join(tmpdir(), 'farm-docs-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('element docs', () => {
  it('every element of custom-elements.json has an example in docs/examples', () => {
    expect(tagsWithoutExample(root, manifest)).toEqual([]);
  });

  it('writes a page per element with its attributes, events and example, and an index linking them', async () => {
    const tags: string[] = await buildDocs({ root, outDir });
    expect(tags).toContain('farm-cron');
    const cron = readFileSync(path.join(outDir, 'farm-cron.html'), 'utf8');
    expect(cron).toContain('<code>hide-year</code>');
    expect(cron).toContain('<code>farm-change</code>');
    expect(cron).toContain('<code>::part(input)</code>');
    expect(cron).toContain(readFileSync(path.join(root, 'docs/examples/farm-cron.html'), 'utf8'));
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const tag of tags) expect(index).toContain(`href="${tag}.html"`);
  });

  it('shows every element page how a script-tag, npm, React and Vue host uses it', async () => {
    const tags: string[] = await buildDocs({ root, outDir });
    for (const tag of tags) {
      const hosts = sectionById(readFileSync(path.join(outDir, `${tag}.html`), 'utf8'), 'hosts');
      for (const id of ['host-script', 'host-npm', 'host-react', 'host-vue'])
        expect(hosts, `${tag} ${id}`).toContain(`<h3 id="${id}">`);
      expect(hosts).toContain(escapeHtml(`import 'farm-elements/${tag}';`));
      expect(hosts).toContain(escapeHtml(`from 'farm-elements/${tag}/class'`));
      expect(hosts).toContain(escapeHtml("import type {} from 'farm-elements/jsx';"));
      expect(hosts).toContain(escapeHtml("isCustomElement: (tag) => tag.startsWith('farm-')"));
      expect(hosts).toContain('FarmElements.configure(');
    }
    const cron = sectionById(readFileSync(path.join(outDir, 'farm-cron.html'), 'utf8'), 'hosts');
    expect(cron).toContain(escapeHtml("import { CronControl, configureFarmElements } from 'farm-elements/react';"));
    expect(cron).toContain(escapeHtml('onfarm-change={(event: CustomEvent<CronChange>) =>'));
    expect(cron).toContain(escapeHtml("import type { CronChange } from 'farm-elements/react';"));
    expect(cron).toContain(escapeHtml('@farm-change="onChange"'));
    const grid = sectionById(readFileSync(path.join(outDir, 'farm-grid.html'), 'utf8'), 'hosts');
    expect(grid).toContain(escapeHtml(':rows.prop="rows"'));
    expect(grid).toContain(escapeHtml('import { FarmGridElement }'));
  });

  it('sums up the four kinds of host on the index and links each element’s section for each', async () => {
    const tags: string[] = await buildDocs({ root, outDir });
    const using = sectionById(readFileSync(path.join(outDir, 'index.html'), 'utf8'), 'using');
    for (const title of ['Script tag', 'npm (ES modules)', 'React 19', 'Vue 3'])
      expect(using).toContain(`<h3>${escapeHtml(title)}</h3>`);
    for (const tag of tags) {
      for (const id of ['host-script', 'host-npm', 'host-react', 'host-vue'])
        expect(using).toContain(`href="${tag}.html#${id}"`);
    }
    expect(using).toContain('>CronControl or JSX tag</a>');
  });

  it('escapes descriptions so that markup in a doc comment is shown, not run', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(describeText('Use `<b>` here')).toBe('<p>Use <code>&lt;b&gt;</code> here</p>');
  });
});
