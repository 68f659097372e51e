import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../../scripts/compile-hints';
import { buildElements, findElementModules, type ElementsRegistry } from '../../../vite.elements.config';

const FIXTURES = 'tests/elements/loader/fixtures';

const scratch = mkdtempSync(path.join(tmpdir(), 'farm-elements-build-'));
const outDir = path.join(scratch, 'fixtures');
let registry: ElementsRegistry;

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const filesIn = (dir: string) => readdirSync(path.join(outDir, dir)).filter((file) => file.endsWith('.js'));
const chunkFiles = () => filesIn('chunks').map((file) => `chunks/${file}`);
const elementOf = (tag: string) => registry.elements.find((element) => element.tag === tag)!;

// Markers only found in the code of each library.
const REACT_DOM = 'rendererPackageName';
const EMOTION = 'data-emotion';

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'left-over.js'), 'from an earlier build');
  registry = await buildElements({ sourceDirs: [FIXTURES], outDir });
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build finds every <widget>/element.ts and reads its tag from defineFarmElement()', () => {
  it('finds the fixture elements by their tags', () => {
    expect(findElementModules(process.cwd(), [FIXTURES])).toEqual([
      { tag: 'farm-loader-badge', source: `${FIXTURES}/badge/element.ts` },
      { tag: 'farm-loader-counter', source: `${FIXTURES}/counter/element.ts` },
    ]);
  });

  it('finds elements nested deeper, as a widget with several elements keeps them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'farm-nested-'));
    try {
      mkdirSync(path.join(root, 'elements/pickers/user-picker'), { recursive: true });
      mkdirSync(path.join(root, 'elements/pickers/shared'), { recursive: true });
      writeFileSync(
        path.join(root, 'elements/pickers/user-picker/element.ts'),
        "defineFarmElement('farm-user-picker', UserPicker, {});",
      );
      writeFileSync(path.join(root, 'elements/pickers/shared/element.ts'), 'export const notAnElement = true;');
      expect(findElementModules(root, ['elements'])).toEqual([
        { tag: 'farm-user-picker', source: 'elements/pickers/user-picker/element.ts' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes registry.json with what it built, and empties the output folder first', () => {
    expect(JSON.parse(read('registry.json'))).toEqual(registry);
    expect(registry.elements.map((element) => element.tag)).toEqual(['farm-loader-badge', 'farm-loader-counter']);
    expect(existsSync(path.join(outDir, 'left-over.js'))).toBe(false);
  });
});

describe('the ES module build has one entry per element and leaves React and the listed dependencies to the host', () => {
  it('writes esm/<tag>.js for each element', () => {
    expect(filesIn('esm').sort()).toEqual(['farm-loader-badge.js', 'farm-loader-counter.js']);
    expect(registry.elements.map((element) => element.module)).toEqual([
      'esm/farm-loader-badge.js',
      'esm/farm-loader-counter.js',
    ]);
  });

  it('imports react and react-dom instead of bundling them, and bundles what package.json does not list (Emotion)', () => {
    // The element's code sits in a chunk its registration and class entries share.
    const shared = filesIn('esm/shared')
      .map((file) => read(`esm/shared/${file}`))
      .join('\n');
    const counter = `${read('esm/farm-loader-counter.js')}\n${shared}`;
    expect(counter).toMatch(/from"react"/);
    expect(shared).toMatch(/from"react-dom\/client"/);
    expect(counter).not.toMatch(/from"@emotion/);
    expect(shared).toContain(EMOTION);
    for (const file of [
      ...filesIn('esm').map((f) => `esm/${f}`),
      ...filesIn('esm/shared').map((f) => `esm/shared/${f}`),
    ]) {
      expect(read(file), file).not.toContain(REACT_DOM);
    }
  });
});

describe('the script-tag build is one classic script plus chunks loaded on demand', () => {
  it('makes farm-elements.js a classic script that knows each element chunk', () => {
    const script = read('farm-elements.js');
    // A classic script may use import(), never an import or export statement.
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toContain('import.meta');
    for (const element of registry.elements) expect(script).toContain(JSON.stringify(element.chunk).slice(1, -1));
  });

  it('carries React, react-dom and Emotion once, in one chunk every element imports', () => {
    const withReactDom = chunkFiles().filter((file) => read(file).includes(REACT_DOM));
    const withEmotion = chunkFiles().filter((file) => read(file).includes(EMOTION));
    expect(withReactDom).toHaveLength(1);
    expect(withEmotion).toEqual(withReactDom);
    for (const tag of ['farm-loader-badge', 'farm-loader-counter'])
      expect(elementOf(tag).imports).toContain(withReactDom[0]);
  });

  it("marks the runtime chunk, not the element chunks, with V8's compile hint on its first line", () => {
    const runtime = chunkFiles().find((file) => read(file).includes(REACT_DOM))!;
    expect(read(runtime).split('\n')[0]).toBe(COMPILE_HINT);
    for (const tag of ['farm-loader-badge', 'farm-loader-counter'])
      expect(read(elementOf(tag).chunk)).not.toContain(COMPILE_HINT);
  });

  it('gives each element its own chunk', () => {
    const badge = elementOf('farm-loader-badge').chunk;
    const counter = elementOf('farm-loader-counter').chunk;
    expect(badge).not.toEqual(counter);
    expect(read(badge)).not.toContain('CountButton');
    expect(chunkFiles()).toEqual(expect.arrayContaining([badge, counter]));
  });

  it('is a production build', () => {
    for (const file of chunkFiles()) {
      expect(read(file), file).not.toContain('process.env.NODE_ENV');
      expect(read(file), file).not.toContain('jsxDEV');
    }
  });
});

describe('each element chunk carries the message catalogues its own code names, and no other', () => {
  // The badge shows ui.empty (暂无数据); the counter shows no message; no fixture names a cron key.
  const UI_EMPTY = '暂无数据';
  const CRON_FIELDS = 'Cron 字段';
  const loadedWith = (tag: string) => [elementOf(tag).chunk, ...elementOf(tag).imports].map(read).join('\n');

  it('ships the ui catalogue with the badge, which names ui.empty', () => {
    expect(loadedWith('farm-loader-badge')).toContain(UI_EMPTY);
  });

  it('leaves it out of what the counter loads, and ships no catalogue nobody names', () => {
    expect(loadedWith('farm-loader-counter')).not.toContain(UI_EMPTY);
    for (const file of chunkFiles()) expect(read(file), file).not.toContain(CRON_FIELDS);
  });
});

describe('the ES module build also has each element class without registration', () => {
  it('writes esm/class/<tag>.js, which builds the class with farmElementClass() and defines no tag', () => {
    expect(filesIn('esm/class').sort()).toEqual(['farm-loader-badge.js', 'farm-loader-counter.js']);
    const badge = read('esm/class/farm-loader-badge.js');
    expect(badge).toMatch(/farmElementClass\([`"]farm-loader-badge/);
    expect(badge).not.toContain('defineFarmElement(');
    expect(badge).toMatch(/export ?\{[^}]*LoaderBadgeElement/);
    expect(read('esm/farm-loader-badge.js')).toMatch(/defineFarmElement\([`"]farm-loader-badge/);
  });
});

describe('with no element at all, the build still writes a working loader', () => {
  it('writes farm-elements.js and an empty registry', async () => {
    const emptyOut = path.join(scratch, 'empty');
    const empty = await buildElements({
      sourceDirs: [path.relative(process.cwd(), path.join(scratch, 'no-widgets'))],
      outDir: emptyOut,
    });
    expect(empty.elements).toEqual([]);
    expect(readdirSync(emptyOut).sort()).toEqual(['farm-elements.js', 'registry.json']);
    expect(() => new Script(readFileSync(path.join(emptyOut, 'farm-elements.js'), 'utf8'))).not.toThrow();
  });
});
