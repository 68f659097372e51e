// `npm run build`: the console app, both builds of the elements and the element docs, into dist/,
// in one process.
// The element builds live in vite.elements.config.ts (TypeScript, so it is loaded through Vite).
// FARM_DIST_DIR builds elsewhere (the server reads the same variable), so that two end-to-end runs
// on one checkout do not overwrite each other's build.
import path from 'node:path';
import { build, runnerImport } from 'vite';
import { buildDocs } from './docs.mjs';

const distDir = path.resolve(process.env.FARM_DIST_DIR ?? 'dist');

const started = performance.now();

await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: path.join(distDir, 'console') } });

const { module: elementBuilds } = await runnerImport('./vite.elements.config.ts', {
  configFile: false,
  logLevel: 'warn',
});
const registry = await elementBuilds.buildElements({ outDir: path.join(distDir, 'elements') });
await buildDocs({ outDir: path.join(distDir, 'docs') });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`Built the console, ${registry.elements.length} element(s) and their docs in ${seconds} s\n`);
