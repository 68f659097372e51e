import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { buildDocs, tagsWithoutExample } from '../../../scripts/docs.mjs';
// @ts-expect-error plain JavaScript build script
import { describe as describeText, escapeHtml } from '../../../scripts/docs/html.mjs';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const outDir = mkdtempSync(path.join(tmpdir(), 'farm-docs-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('element docs', () => {
  it('every element of custom-elements.json has an example in docs/examples', () => {
    expect(tagsWithoutExample(root, manifest)).toEqual([]);
  });

  it('writes a page per element with its attributes, events and example, and an index linking them', () => {
    const tags: string[] = buildDocs({ root, outDir });
    expect(tags).toContain('farm-cron');
    const cron = readFileSync(path.join(outDir, 'farm-cron.html'), 'utf8');
    expect(cron).toContain('<code>hide-year</code>');
    expect(cron).toContain('<code>farm-change</code>');
    expect(cron).toContain('<code>::part(input)</code>');
    expect(cron).toContain(readFileSync(path.join(root, 'docs/examples/farm-cron.html'), 'utf8'));
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const tag of tags) expect(index).toContain(`href="${tag}.html"`);
  });

  it('escapes descriptions so that markup in a doc comment is shown, not run', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(describeText('Use `<b>` here')).toBe('<p>Use <code>&lt;b&gt;</code> here</p>');
  });
});
