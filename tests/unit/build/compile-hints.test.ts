import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, holdingModules, loadedWithEntry } from '../../../scripts/compile-hints';

const scratch = mkdtempSync(path.join(tmpdir(), 'farm-compile-hints-'));
const outDir = path.join(scratch, 'out');
const chunks = new Map<string, string>();

// An entry that draws at once and a module loaded later by import(): Vite puts its preload
// helper's dependency list on top of the entry, which must not push the hint off the first line.
beforeAll(async () => {
  writeFileSync(
    path.join(scratch, 'first-draw.js'),
    "import './first-draw.css';\nexport const draw = () => 'drawn';\nexport const later = () => import('./later.js');\n",
  );
  writeFileSync(path.join(scratch, 'first-draw.css'), 'body { margin: 0; }\n');
  writeFileSync(path.join(scratch, 'later.js'), "import './later.css';\nexport const rarely = () => 'rarely';\n");
  writeFileSync(path.join(scratch, 'later.css'), 'p { margin: 0; }\n');
  writeFileSync(
    path.join(scratch, 'index.html'),
    '<script type="module">import { draw, later } from "./first-draw.js"; document.title = draw(); later();</script>',
  );
  await build({
    configFile: false,
    root: scratch,
    logLevel: 'silent',
    plugins: [compileHintsPlugin(holdingModules(/first-draw\.js$/))],
    build: { outDir, sourcemap: true },
  });
  for (const file of readdirSync(path.join(outDir, 'assets')))
    chunks.set(file, readFileSync(path.join(outDir, 'assets', file), 'utf8'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The minifier may write a string in any quotes.
const chunkHolding = (text: string) =>
  [...chunks].find(([file, code]) => file.endsWith('.js') && new RegExp(`[\`'"]${text}[\`'"]`).test(code))!;

describe('compile hints', () => {
  it('puts the hint on the first line of a chunk holding a marked module, after minification', () => {
    const [, code] = chunkHolding('drawn');
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(code).toContain('__vite__mapDeps');
  });

  it('leaves the other chunks as they were', () => {
    const [, code] = chunkHolding('rarely');
    expect(code).not.toContain(COMPILE_HINT);
  });

  it("shifts the marked chunk's source map by the added line", () => {
    const [file] = chunkHolding('drawn');
    const map = JSON.parse(chunks.get(`${file}.map`)!) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    const [unmarked] = chunkHolding('rarely');
    expect((JSON.parse(chunks.get(`${unmarked}.map`)!) as { mappings: string }).mappings.startsWith(';')).toBe(false);
  });
});

describe('what a page loads with its entry', () => {
  const chunk = (fileName: string, isEntry: boolean, imports: string[]) =>
    ({ type: 'chunk', fileName, isEntry, imports }) as unknown as Rolldown.OutputChunk;
  const bundle = {
    'page.js': chunk('page.js', true, ['react-dom.js']),
    'react-dom.js': chunk('react-dom.js', false, ['runtime.js']),
    'runtime.js': chunk('runtime.js', false, []),
    'editor.js': chunk('editor.js', false, ['react-dom.js', 'icons.js']),
    'icons.js': chunk('icons.js', false, []),
    'page.css': { type: 'asset', fileName: 'page.css' },
  } as unknown as Rolldown.OutputBundle;

  it('is the entry and every chunk it imports statically, directly or through another', () => {
    const picked = Object.values(bundle).filter(
      (each): each is Rolldown.OutputChunk => each.type === 'chunk' && loadedWithEntry(each, bundle),
    );
    expect(picked.map((each) => each.fileName).sort()).toEqual(['page.js', 'react-dom.js', 'runtime.js']);
  });
});
