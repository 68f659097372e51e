import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElements, type ElementsRegistry } from '../../../vite.elements.config';

// farm-elements.js, the script-tag loader, is a few kilobytes a host page runs before any element:
// React, axios and Emotion reach a page only in the chunks of what it uses. Its calls that need
// them (FarmElements.exportXls()) load a chunk of their own on first use.

const root = path.resolve(__dirname, '../../..');
const FIXTURES = 'tests/elements/loader/fixtures';

/** The modules the loader's entry pulls in, as a bundler resolves them. */
async function loaderInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(root, 'elements/index.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return Object.keys(result.metafile.inputs);
}

describe('the loader (farm-elements.js) carries no library and no widget', () => {
  it('imports neither React, react-dom, Emotion nor axios, and nothing of the export call but its types', async () => {
    const inputs = await loaderInputs();
    expect(inputs.some((input) => input.startsWith('elements/loader/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    expect(inputs.filter((input) => /^elements\/(core\/(ui|http|element)|import)\//.test(input))).toEqual([]);
  });
});

describe('a call chunk of the script-tag build', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'farm-call-chunks-'));
  const outDir = path.join(scratch, 'out');
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  let registry: ElementsRegistry;

  beforeAll(async () => {
    registry = await buildElements({
      root,
      sourceDirs: [FIXTURES],
      outDir,
      callEntries: { greeting: `${FIXTURES}/greeting-call.ts` },
    });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is listed in registry.json and written into the loader, which stays a classic script', () => {
    expect(registry.calls.greeting).toMatch(/^chunks\/greeting-[\w-]+\.js$/);
    const loader = read('farm-elements.js');
    expect(() => new Script(loader)).not.toThrow();
    expect(loader).toContain(registry.calls.greeting);
  });

  it('keeps the exports the loader calls, and shares what the elements also use', async () => {
    const chunk = (await import(pathToFileURL(path.join(outDir, registry.calls.greeting)).href)) as {
      greeting?: (name: string) => string;
    };
    expect(chunk.greeting?.('农机')).toBe('农机: 暂无数据');
    // The ui catalogue sits once, in a chunk both the call and the badge import.
    const withCatalogue = registry.elements
      .flatMap((element) => [element.chunk, ...element.imports])
      .filter((file) => read(file).includes('暂无数据'));
    expect(new Set(withCatalogue).size).toBe(1);
    expect(read(registry.calls.greeting)).not.toContain('暂无数据');
  });
});
