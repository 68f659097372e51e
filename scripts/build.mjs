// `npm run build`: the console app and both builds of the elements, into dist/, in one process.
// The element builds live in vite.elements.config.ts (TypeScript, so it is loaded through Vite).
import { build, runnerImport } from 'vite';

const started = performance.now();

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });

const { module: elementBuilds } = await runnerImport('./vite.elements.config.ts', { configFile: false, logLevel: 'warn' });
const registry = await elementBuilds.buildElements();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`Built the console and ${registry.elements.length} element(s) in ${seconds} s\n`);
