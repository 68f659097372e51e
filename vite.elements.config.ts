import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { findElementModules, type ElementModule } from './scripts/element-sources.mjs';
import { lazyImportsOf, outputChunks, staticImportsOf } from './scripts/elements-build/chunk-graph';
import { chunksBuildConfig } from './scripts/elements-build/chunks-build';
import { esmBuildConfig } from './scripts/elements-build/esm-build';
import { loaderBuildConfig } from './scripts/elements-build/loader-build';

export { chunksBuildConfig, esmBuildConfig, findElementModules, loaderBuildConfig, type ElementModule };

/**
 * The two builds of the elements (`npm run build` runs them after the console, in one process):
 * - `esm/<tag>.js`: one ES module per element for npm consumers. What package.json lists as
 *   `dependencies` and `peerDependencies` (React and react-dom) stays an import, so the host's
 *   bundler dedupes it; the rest (Emotion, Headless UI, CodeMirror, Quill, axios) is bundled, so
 *   a host installs a handful of packages, not their trees. Stylesheets are baked in as strings.
 *   Beside each, `esm/class/<tag>.js` exports the same element class without registering its tag.
 * - `farm-elements.js` + `chunks/`: the script-tag build. The classic script installs the
 *   autoloader (elements/index.ts); each element's chunk is loaded the first time its tag
 *   appears, and React, react-dom and Emotion sit once in one shared chunk.
 * `registry.json` lists what was built, for the end-to-end test.
 * Each build's config is a module of scripts/elements-build/; this one runs them in turn.
 * Not a config for `vite -c`: scripts/build.mjs loads this module and calls buildElements().
 */

export interface ElementsBuildOptions {
  /** Repository root; the other paths are relative to it. Default: the working directory. */
  root?: string;
  /** Folders whose `<widget>/element.ts` files are the elements. Default: `['elements']`. */
  sourceDirs?: string[];
  /** Default: `dist/elements` (served by the server at `/elements/`). */
  outDir?: string;
  /**
   * Further entries of the ES module build, name -> source: modules npm hosts import beside the
   * elements. Default, when building `elements`: `react` (elements/react.ts, the plain React
   * components), `dialogs` (elements/dialogs/calls.ts, the prompt and detail calls) and `export`
   * (the list export as a call).
   */
  moduleEntries?: Record<string, string>;
  /**
   * Chunks of the script-tag build that serve a `FarmElements` call, not a tag, name -> source:
   * the loader imports one on the call's first use and calls its exports. Default, when building
   * `elements`: `export` (elements/import/export/export-call.ts, `FarmElements.exportXls()`).
   */
  callEntries?: Record<string, string>;
}

export interface BuiltElement extends ElementModule {
  /** Script-tag build, relative to outDir: the element's own chunk, and every chunk it pulls in. */
  chunk: string;
  imports: string[];
  /** Chunks it may load later by dynamic import() (a code-editor language), not already in `imports`. */
  lazyImports: string[];
  /** ES module build, relative to outDir. */
  module: string;
}

export interface ElementsRegistry {
  script: 'farm-elements.js';
  elements: BuiltElement[];
  /** Script-tag build, relative to outDir: the chunk of each call (see callEntries). */
  calls: Record<string, string>;
}

/** The module behind `FarmElements.exportXls()` and `farm-elements/export`. */
const EXPORT_CALL = 'elements/import/export/export-call.ts';

/**
 * Vite picks the production JSX runtime and React build from `process.env.NODE_ENV` itself, not
 * from `mode`; the caller may be a test runner that set it to `test`, so it is pinned meanwhile.
 */
async function asProduction<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** Builds both element builds into `outDir` (emptied first) and writes `registry.json`. */
export function buildElements(options: ElementsBuildOptions = {}): Promise<ElementsRegistry> {
  return asProduction(() => buildElementsInto(options));
}

async function buildElementsInto(options: ElementsBuildOptions): Promise<ElementsRegistry> {
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? 'dist/elements');
  const elements = findElementModules(root, options.sourceDirs ?? ['elements']);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  const built: BuiltElement[] = [];
  const calls: Record<string, string> = {};
  if (elements.length > 0) {
    const moduleEntries =
      options.moduleEntries ??
      (options.sourceDirs
        ? {}
        : { react: 'elements/react.ts', dialogs: 'elements/dialogs/calls.ts', export: EXPORT_CALL });
    const callEntries = options.callEntries ?? (options.sourceDirs ? {} : { export: EXPORT_CALL });
    await build(esmBuildConfig(root, outDir, elements, moduleEntries));
    const chunks = outputChunks(await build(chunksBuildConfig(root, outDir, elements, callEntries)));
    for (const name of Object.keys(callEntries)) {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
      if (!entry) throw new Error(`The script-tag build made no chunk for the ${name} call`);
      calls[name] = `chunks/${entry.fileName}`;
    }
    for (const element of elements) {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === element.tag);
      if (!entry) throw new Error(`The script-tag build made no chunk for <${element.tag}>`);
      const imports = staticImportsOf(entry, chunks).map((file) => `chunks/${file}`);
      const lazyImports = lazyImportsOf(entry, chunks).map((file) => `chunks/${file}`);
      built.push({
        ...element,
        chunk: `chunks/${entry.fileName}`,
        imports,
        lazyImports,
        module: `esm/${element.tag}.js`,
      });
    }
  }
  await build(loaderBuildConfig(root, outDir, Object.fromEntries(built.map(({ tag, chunk }) => [tag, chunk])), calls));

  const registry: ElementsRegistry = { script: 'farm-elements.js', elements: built, calls };
  await writeFile(path.join(outDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  return registry;
}
