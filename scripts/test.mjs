// `npm test`: type-check, lint and format check, dependency rules, unit tests, the build scripts'
// tests, element tests in Chromium, the packed npm package in fixture hosts (Vite + React, Vue,
// esbuild, Rollup) in Chromium, end-to-end tests in Chromium against the real server, in two lanes
// side by side (see below). Every stage runs even when an earlier one fails, so one run shows
// everything that is broken; the closing line counts the tests of all stages.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requireTestChromium } from './chromium.mjs';
import { readStageResults } from './test-results.mjs';

// Absolute: Playwright reads PLAYWRIGHT_JSON_OUTPUT_NAME relative to its config file's folder.
const RESULTS = path.resolve('.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

// Stops here, with the install hint, on a machine without a Chromium. Each runner finds the same
// one itself (scripts/chromium.mjs); CHROME_PATH is left as it is, so the one test that needs the
// browser rather than the headless shell (the back/forward cache) still finds it.
requireTestChromium();
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/**
 * Runs one stage with its output held back and printed whole when it ends, so stages running side
 * by side (see the lanes below) never interleave their lines. Resolves to whether it passed.
 */
function runStage(title, command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── ${title} ──\n${Buffer.concat(output).toString()}`);
      process.stdout.write(`── ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ──\n`);
      resolve(status === 0);
    });
  });
}

/** Runs stages one after another; each runs even when an earlier one failed. */
async function inTurn(stages) {
  const results = [];
  for (const stage of stages) results.push(...(await stage()));
  return results;
}

// One build serves the package and end-to-end stages (FARM_PREBUILT): `npm pack` packs dist/
// without running its prepack build again, and the end-to-end server serves the build as it is.
// The package is packed from this checkout's dist/, so with FARM_DIST_DIR set elsewhere the pack
// builds for itself.
const packFromThisBuild = !process.env.FARM_DIST_DIR;
const build = async () =>
  (await runStage('Build (console, elements, docs)', 'node', ['scripts/build.mjs'])) &&
  (!packFromThisBuild || (await runStage('Package declarations', 'node', ['scripts/types.mjs'])));

// The type checks run TypeScript 7, the native compiler (package `typescript-native`): the same
// verdicts in a tenth of the time. TypeScript 5 stays as `typescript` for what reads its compiler
// API (the manifest analyzer, the declaration bundler) and for the declarations the package ships.
const NATIVE_TSC = 'node_modules/typescript-native/bin/tsc';

/** A stage of a lane: `name` is what the closing lines call it when it fails. */
const stage = (name, title, command, args, extraEnv) => async () => [
  [name, await runStage(title, command, args, extraEnv)],
];

const staticChecks = async () =>
  (
    await Promise.all([
      stage('types', 'Type check', 'node', [NATIVE_TSC, '-p', 'tsconfig.json', '--noEmit'])(),
      // The tests' own settings (tests/tsconfig.json says why they differ).
      stage('test-types', 'Type check of the tests', 'node', [NATIVE_TSC, '-p', 'tests/tsconfig.json', '--noEmit'])(),
      // Biome (biome.jsonc): the format check and the lint rules, warnings failing as errors do.
      stage('lint', 'Lint and format', 'npx', ['biome', 'ci', '--error-on-warnings', '--colors=off', '.'])(),
      // The layers of ARCHITECTURE.md (.dependency-cruiser.cjs): no import crosses them the wrong way.
      stage('deps', 'Dependency rules', 'npm', ['run', '--silent', 'deps'])(),
      stage('manifest', 'custom-elements.json is current', 'node', ['scripts/manifest.mjs', '--check'])(),
    ])
  ).flat();

const vitestStage = (name, title, projects) =>
  stage(name, title, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${RESULTS}/${name}.json`,
  ]);

/*
 * Two lanes side by side. Every stage alone leaves part of the two cores idle while it waits (on
 * a page, a timer, a child process); the other lane's work fills those gaps, which one stage after
 * another could not. The lanes share nothing: the checks read the sources, the built lane writes
 * dist/ (which no check reads) and the browser stages take ports of their own.
 */
const checksLane = inTurn([
  staticChecks,
  vitestStage('unit', 'Unit and server tests (vitest)', ['unit', 'server*']),
  // Apart from the unit tests: each starts node, TypeScript programs or bundlers (vitest.config.ts).
  vitestStage('build-scripts', 'Build-script tests (vitest)', ['build-scripts']),
  stage('elements', 'Element tests (@web/test-runner, Chromium)', 'npx', [
    'wtr',
    '--config',
    'tests/elements/wtr.config.mjs',
  ]),
]);

const builtLane = inTurn([
  async () => [['build', await build()]],
  stage(
    'package',
    'npm package in fixture hosts (npm pack, Vite + React, Vue, esbuild, Rollup; Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'tests/package/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/package.json`, FARM_PREBUILT: packFromThisBuild ? '1' : '' },
  ),
  stage(
    'e2e',
    'End-to-end tests (Playwright, Chromium, real server)',
    'npx',
    ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json`, FARM_PREBUILT: '1' },
  ),
]);

const stages = (await Promise.all([checksLane, builtLane])).flat();

const results = [
  readStageResults(`${RESULTS}/unit.json`, 'vitest'),
  readStageResults(`${RESULTS}/build-scripts.json`, 'vitest'),
  readStageResults(`${RESULTS}/elements.json`, 'elements'),
  readStageResults(`${RESULTS}/package.json`, 'playwright'),
  readStageResults(`${RESULTS}/e2e.json`, 'playwright'),
];
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const stageFailures = stages.filter(([, ok]) => !ok).map(([name]) => name);
const failed = Math.max(
  results.reduce((sum, r) => sum + r.failed, 0),
  stageFailures.length ? 1 : 0,
);
const failingTests = results.flatMap((r) => r.failures);

process.stdout.write('\n');
if (stageFailures.length) process.stdout.write(`Failing stages: ${stageFailures.join(', ')}\n`);
for (const test of failingTests) process.stdout.write(`  failed: ${test}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(stageFailures.length ? 1 : 0);
