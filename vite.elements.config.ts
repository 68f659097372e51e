import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { compileHintsPlugin, FIRST_DRAW_MODULES, holdingModules } from './scripts/compile-hints';
import { findElementModules, type ElementModule } from './scripts/element-sources.mjs';

export { findElementModules, type ElementModule };

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

// React, react-dom and Emotion (with what they import) form the one shared runtime chunk.
const SHARED_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+)[\\/]/;

/**
 * CommonJS packages that declare no `sideEffects` but have none: @emotion/react imports
 * hoist-non-react-statics (and it react-is) bare, for `withTheme`, which no widget uses; without
 * this they would sit in the shared runtime for nothing (some 1.7 KB gzip).
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

function packageDependencies(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
}

function entriesOf(root: string, elements: ElementModule[]): Record<string, string> {
  return Object.fromEntries(elements.map(({ tag, source }) => [tag, path.resolve(root, source)]));
}

const common = (root: string): InlineConfig => ({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
});

/**
 * Whether a chunk holds a widget message catalogue. Each registers itself as it loads (package.json
 * lists them as side effects), and the modules that name its keys import it for that effect alone.
 */
function holdsCatalogue(root: string): (moduleIds: readonly string[]) => boolean {
  const cataloguesDir = path.resolve(root, 'elements/core/i18n/catalogues') + path.sep;
  return (moduleIds) => moduleIds.some((id) => id.startsWith(cataloguesDir));
}

const CLASS_QUERY = '?farm-class';

/**
 * The npm build's `class/<tag>.js` entries: each element.ts compiled once more with
 * farmElementClass() in place of defineFarmElement(), so it exports the element class without
 * registering any tag, and a host defines it under a name of its own.
 */
function elementClassesPlugin(root: string): Plugin {
  const defineModule = JSON.stringify(
    path.resolve(root, 'elements/core/element/define-farm-element.ts').split(path.sep).join('/'),
  );
  return {
    name: 'farm-element-classes',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(CLASS_QUERY)) return null;
      const unregistered = code.replace(/\bdefineFarmElement\(/g, '__farmElementClass(');
      if (unregistered === code) throw new Error(`${id}: no defineFarmElement() call to turn into a class`);
      return {
        code: `import { farmElementClass as __farmElementClass } from ${defineModule};${unregistered}`,
        map: null,
      };
    },
  };
}

/** `class/<tag>` -> the class entry of each element. */
function classEntriesOf(root: string, elements: ElementModule[]): Record<string, string> {
  return Object.fromEntries(
    elements.map(({ tag, source }) => [`class/${tag}`, `${path.resolve(root, source)}${CLASS_QUERY}`]),
  );
}

/**
 * A stylesheet of a dependency (react-data-grid's, Quill's) is baked into our JavaScript, never
 * left as an import: `?inline` is Vite's alone, and other bundlers would need a CSS loader.
 */
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

/** npm consumers install our dependencies themselves; bundling them would ship second copies. */
export function esmBuildConfig(
  root: string,
  outDir: string,
  elements: ElementModule[],
  moduleEntries: Record<string, string> = {},
): InlineConfig {
  const dependencies = packageDependencies(root);
  const isDependency = (id: string) =>
    !isStylesheet(id) && dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  const base = common(root);
  const registersCatalogue = holdsCatalogue(root);
  return {
    ...base,
    plugins: [...(base.plugins ?? []), elementClassesPlugin(root)],
    build: {
      outDir: path.join(outDir, 'esm'),
      emptyOutDir: false,
      cssMinify: 'esbuild',
      // Whitespace and dead code go (the package ships both builds in under 1.5 MB); names are kept,
      // so a stack trace in a host's development build still reads.
      minify: false,
      lib: {
        entry: {
          ...entriesOf(root, elements),
          ...classEntriesOf(root, elements),
          ...Object.fromEntries(
            Object.entries(moduleEntries).map(([name, source]) => [name, path.resolve(root, source)]),
          ),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: isDependency,
        // Chunks that register message catalogues are named apart, so package.json#sideEffects can
        // keep them: a host's bundler must not drop an import made for its effect alone.
        output: {
          minify: { compress: true, mangle: false },
          chunkFileNames: (chunk) =>
            registersCatalogue(chunk.moduleIds) ? 'shared/i18n-[name]-[hash].js' : 'shared/[name]-[hash].js',
        },
      },
    },
  };
}

/**
 * React's package entries only choose between their development and production builds (and
 * react-dom's adds a DevTools minification check); the script-tag build imports the production
 * builds directly, which keeps those wrappers out of the shared runtime.
 */
function productionReactAliases(root: string): { find: RegExp; replacement: string }[] {
  const builds: Record<string, string> = {
    react: 'react/cjs/react.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  };
  return Object.entries(builds).map(([name, file]) => ({
    find: new RegExp(`^${name}$`),
    replacement: path.join(root, 'node_modules', file),
  }));
}

/**
 * @emotion/react declares its JSX types in a TypeScript namespace that compiles to an IIFE writing
 * to its `jsx` function; that write keeps `jsx` and the css-prop component behind it in the bundle
 * though no widget uses the css prop. The IIFE does nothing at run time, so it is dropped.
 */
function emotionJsxNamespacePlugin(): Plugin {
  const module = /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/;
  const namespace =
    /\(function \(_jsx\) \{\s*var JSX;\s*\(function \(_JSX\) \{\}\)\(JSX \|\| \(JSX = _jsx\.JSX \|\| \(_jsx\.JSX = \{\}\)\)\);\s*\}\)\(jsx \|\| \(jsx = \{\}\)\);/;
  return {
    name: 'farm-emotion-jsx-namespace',
    transform(code, id) {
      return module.test(id) && namespace.test(code) ? { code: code.replace(namespace, ''), map: null } : null;
    },
  };
}

/**
 * The call chunks, each an entry that keeps its exports (the loader calls them) among element
 * entries that need not keep theirs; an emitted chunk may choose, an `input` entry may not.
 */
function callChunksPlugin(root: string, callEntries: Record<string, string>): Plugin {
  return {
    name: 'farm-call-chunks',
    buildStart() {
      for (const [name, source] of Object.entries(callEntries))
        this.emitFile({ type: 'chunk', id: path.resolve(root, source), name, preserveSignature: 'strict' });
    },
  };
}

export function chunksBuildConfig(
  root: string,
  outDir: string,
  elements: ElementModule[],
  callEntries: Record<string, string> = {},
): InlineConfig {
  const base = common(root);
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      emotionJsxNamespacePlugin(),
      compileHintsPlugin(holdingModules(FIRST_DRAW_MODULES)),
      callChunksPlugin(root, callEntries),
    ],
    resolve: { alias: productionReactAliases(root) },
    // Chunks import each other by relative URL, wherever the page loaded the script from.
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(outDir, 'chunks'),
      emptyOutDir: false,
      // react-data-grid's light-dark() colours do not survive the default CSS minifier.
      cssMinify: 'esbuild',
      modulePreload: false,
      rolldownOptions: {
        input: entriesOf(root, elements),
        treeshake: { moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined) },
        // An element chunk only registers its tag; it need not keep its exports.
        preserveEntrySignatures: false,
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              { name: 'shared-runtime', test: SHARED_RUNTIME },
              // Vite's loader of dynamic imports, used by many chunks: alone, or it joins whichever chunk came first (the Select's).
              { name: 'preload-helper', test: /vite\/preload-helper/ },
            ],
          },
        },
      },
    },
  };
}

/** `chunkPaths`: tag -> chunk path relative to farm-elements.js, and `callPaths` likewise by call, written into the script. */
export function loaderBuildConfig(
  root: string,
  outDir: string,
  chunkPaths: Record<string, string>,
  callPaths: Record<string, string> = {},
): InlineConfig {
  return {
    ...common(root),
    define: { __FARM_ELEMENT_CHUNKS__: JSON.stringify(chunkPaths), __FARM_CALL_CHUNKS__: JSON.stringify(callPaths) },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      // A classic script, so a legacy page can use a plain <script src>.
      lib: {
        entry: path.join(root, 'elements/index.ts'),
        formats: ['iife'],
        name: 'FarmElementsAutoloader',
        fileName: () => 'farm-elements.js',
      },
    },
  };
}

function outputChunks(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
}

/** Every chunk the browser fetches with `entry`: its static imports, theirs, and so on. */
function staticImportsOf(entry: Rolldown.OutputChunk, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  entry.imports.forEach(visit);
  return [...seen].sort();
}

/** The chunks `entry` and its static imports load by dynamic import(), with their own imports, minus the static ones. */
function lazyImportsOf(entry: Rolldown.OutputChunk, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set([entry.fileName, ...staticImportsOf(entry, chunks)]);
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file) || lazy.has(file)) return;
    lazy.add(file);
    const chunk = byFile.get(file);
    chunk?.imports.forEach(visit);
    chunk?.dynamicImports.forEach(visit);
  };
  for (const file of eager) byFile.get(file)?.dynamicImports.forEach(visit);
  return [...lazy].sort();
}

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
