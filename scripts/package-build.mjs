// `npm pack` / `npm publish` (prepack): what the package ships, built fresh into this checkout's
// dist/ whatever FARM_DIST_DIR says: the element builds (dist/elements) and their type
// declarations (dist/types). The console and the docs are not part of the package.
import path from 'node:path';
import { runnerImport } from 'vite';
import { buildTypes } from './types.mjs';

const root = process.cwd();
const { module: elementBuilds } = await runnerImport('./vite.elements.config.ts', {
  configFile: false,
  logLevel: 'warn',
});
const registry = await elementBuilds.buildElements({ root, outDir: path.join(root, 'dist', 'elements') });
await buildTypes({ root, outDir: path.join(root, 'dist', 'types') });
process.stdout.write(`Built ${registry.elements.length} element(s) and their declarations for the package\n`);
