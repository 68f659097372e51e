// Serves each element test file as one esbuild bundle. React and most of our dependencies
// ship CommonJS, which the dev server cannot hand to a browser as ES modules; bundling the
// test file (dependencies included) sidesteps that and mirrors what a production build does.
import { build } from 'esbuild';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

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
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
