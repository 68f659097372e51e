// Serves the element test files from one esbuild build with code splitting (one per React build,
// REACT_DEV_TEST_FILE). React and most of our dependencies ship CommonJS, which the dev server
// cannot hand to a browser as ES modules; bundling sidesteps that and mirrors what a production
// build does. One build of every test file shares React, Emotion, axe and the product code between
// them in chunks, where a bundle per file compiled them again for each of the ~150 files; dynamic
// imports become real chunks loaded on demand, as in the production build.
import { build, context as esbuildContext } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/**
 * Files named `*.react-dev.test.*` run on React's development build, where StrictMode doubles
 * effects. The rest run on the production build users get: about a fifth less time for the stage.
 */
const REACT_DEV_TEST_FILE = /\.react-dev\.test\.tsx?$/;

/** Where the shared chunks are served; no file of the repository lives there. */
const CHUNK_DIR = '__farm-test-chunks';

// `import css from 'x.css?inline'` gives the CSS as text, as Vite does: the elements hand it
// to their shadow roots as a constructable stylesheet.
const inlineCss = {
  name: 'farm-inline-css',
  setup(bundle) {
    bundle.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const resolved = await bundle.resolve(args.path.slice(0, -'?inline'.length), {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
      });
      return { path: resolved.path, namespace: 'farm-inline-css', errors: resolved.errors };
    });
    bundle.onLoad({ filter: /.*/, namespace: 'farm-inline-css' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

const sharedOptions = {
  bundle: true,
  format: 'esm',
  write: false,
  jsx: 'automatic',
  target: 'es2022',
  // The test-runner's own modules are served by the dev server, not bundled.
  external: ['/__web-dev-server__web-socket.js', '/__web-test-runner__/*'],
  logLevel: 'silent',
  plugins: [inlineCss],
};

const nodeEnv = (file) => (REACT_DEV_TEST_FILE.test(file) ? 'development' : 'production');
/** The build options of one React build. */
const reactBuild = (env) => ({ ...sharedOptions, define: { 'process.env.NODE_ENV': JSON.stringify(env) } });

async function allTestFiles(rootDir, testDir) {
  const names = await readdir(path.join(rootDir, testDir), { recursive: true });
  return names.filter((name) => TEST_FILE.test(name)).map((name) => path.join(rootDir, testDir, name));
}

/**
 * The output files by the address the browser asks for. The virtual output directory is the
 * root itself, so an output's address is its path under the root: a test file's code is
 * served at the test file's own address (`x.test.ts`), its map and the chunks at theirs, and
 * the relative imports and source-map paths esbuild writes resolve in the browser and in the
 * test runner's stack-trace mapping just as they would on disk.
 */
function outputsByAddress(rootDir, outputFiles) {
  const byAddress = new Map();
  for (const file of outputFiles) {
    const address = `/${path.relative(rootDir, file.path).split(path.sep).join('/')}`;
    byAddress.set(address, file);
  }
  return byAddress;
}

/** The address of a requested test file's compiled code: `x.test.ts` and `x.test.tsx` become `x.test.js`. */
const compiledAddress = (requestPath) => requestPath.replace(TEST_FILE, (suffix) => suffix.replace(/\.tsx?$/, '.js'));

/**
 * @param {{ rootDir: string, testDir: string, entryPoints?: string[] }} options `entryPoints`
 * (absolute paths) narrows the build to the files of a chosen run; otherwise every test file
 * under `testDir` is built.
 */
export function esbuildBundlePlugin({ rootDir, testDir, entryPoints }) {
  /** The builds' esbuild contexts, made on the first build. */
  let contexts;
  let outputs;
  let fileWatcher;

  /** One build per React build the test files ask for, each splitting its own chunks. */
  async function buildContexts() {
    const files = entryPoints ?? (await allTestFiles(rootDir, testDir));
    const builds = ['production', 'development']
      .map((env) => [env, files.filter((file) => nodeEnv(file) === env)])
      .filter(([, entries]) => entries.length > 0);
    return Promise.all(
      builds.map(([env, entries]) =>
        esbuildContext({
          ...reactBuild(env),
          entryPoints: entries,
          splitting: true,
          sourcemap: 'linked',
          metafile: Boolean(fileWatcher),
          absWorkingDir: rootDir,
          outdir: rootDir,
          outbase: rootDir,
          entryNames: '[dir]/[name]',
          chunkNames: `${CHUNK_DIR}/${env}/[name]-[hash]`,
        }),
      ),
    );
  }

  async function rebuild() {
    contexts ??= buildContexts();
    const results = await Promise.all((await contexts).map((buildContext) => buildContext.rebuild()));
    // In watch mode a change to any of our own sources compiles again (incrementally) on the next request.
    for (const result of results) {
      if (!fileWatcher || !result.metafile) continue;
      // Namespaced inputs (`farm-inline-css:…`) are watched through the path they name.
      const sources = Object.keys(result.metafile.inputs)
        .map((input) => input.replace(/^[\w-]+:/, ''))
        .filter((input) => !input.includes('node_modules'));
      fileWatcher.add(sources.map((source) => path.resolve(rootDir, source)));
    }
    return outputsByAddress(
      rootDir,
      results.flatMap((result) => result.outputFiles),
    );
  }

  /** The run's build, compiled once (again after a change in watch mode). */
  function built() {
    outputs ??= rebuild();
    return outputs;
  }

  // A test file the build does not hold (written after it began) or a build that failed (a
  // syntax error in one test file) falls back to a bundle of that file alone, so that only the
  // broken file fails, with its own error.
  async function bundleAlone(requestPath) {
    const file = path.join(rootDir, decodeURIComponent(requestPath));
    const result = await build({
      ...reactBuild(nodeEnv(file)),
      entryPoints: [file],
      sourcemap: 'inline',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  }

  return {
    name: 'farm-esbuild-bundle',
    serverStart({ config, fileWatcher: watcher }) {
      if (!config.disableFileWatcher) {
        fileWatcher = watcher;
        fileWatcher.on('change', () => (outputs = undefined));
      }
      // Compile while the browser launches; a failure shows when a test file is served.
      built().catch(() => undefined);
    },
    async serverStop() {
      for (const buildContext of (await contexts) ?? []) await buildContext.dispose();
    },
    async serve(context) {
      const isTestFile = TEST_FILE.test(context.path);
      if (!isTestFile && !context.path.startsWith(`/${CHUNK_DIR}/`) && !context.path.endsWith('.test.js.map')) {
        return undefined;
      }
      const address = isTestFile ? compiledAddress(context.path) : context.path;
      const files = await built().catch(() => undefined);
      const file = files?.get(address);
      if (!file) return isTestFile ? bundleAlone(context.path) : undefined;
      return { body: file.text, type: address.endsWith('.map') ? 'json' : 'js' };
    },
  };
}
