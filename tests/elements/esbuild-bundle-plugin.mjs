// Serves each element test file as one esbuild bundle. React and most of our dependencies
// ship CommonJS, which the dev server cannot hand to a browser as ES modules; bundling the
// test file (dependencies included) sidesteps that and mirrors what a production build does.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

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

export function esbuildBundlePlugin({ rootDir }) {
  return {
    name: 'farm-esbuild-bundle',
    async serve(context) {
      if (!TEST_FILE.test(context.path)) return undefined;
      const entry = path.join(rootDir, decodeURIComponent(context.path));
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        jsx: 'automatic',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"development"' },
        // The test-runner's own modules are served by the dev server, not bundled.
        external: ['/__web-dev-server__web-socket.js', '/__web-test-runner__/*'],
        logLevel: 'silent',
        plugins: [inlineCss],
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
