// `npm test`: type-check, lint and format check, dependency rules, unit tests, the build scripts'
// tests, element tests in Chromium, the packed npm package in fixture hosts (Vite + React, Vue,
// esbuild, Rollup) in Chromium, end-to-end tests in Chromium against the real server. Every stage runs even when an earlier one fails, so
// one run shows everything that is broken; the closing line counts the tests of all stages.
import { spawn, spawnSync } from 'node:child_process';
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

function run(title, command, args, extraEnv = {}) {
  process.stdout.write(`\n── ${title} ──\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  process.stdout.write(
    `── ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ──\n`,
  );
  return result.status === 0;
}

/**
 * Runs checks side by side, each with its own output held back and printed whole when it ends:
 * the type checks, lint and dependency rules are mostly one core each, so on two cores they take
 * about as long together as the longest alone.
 */
function runTogether(checks) {
  return Promise.all(
    checks.map(
      ([name, title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            process.stdout.write(`\n── ${title} ──\n${Buffer.concat(output).toString()}`);
            process.stdout.write(`── ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ──\n`);
            resolve([name, status === 0]);
          });
        }),
    ),
  );
}

// One build serves the package and end-to-end stages (FARM_PREBUILT): `npm pack` packs dist/
// without running its prepack build again, and the end-to-end server serves the build as it is.
// The package is packed from this checkout's dist/, so with FARM_DIST_DIR set elsewhere the pack
// builds for itself.
const packFromThisBuild = !process.env.FARM_DIST_DIR;
const build = () =>
  run('Build (console, elements, docs)', 'node', ['scripts/build.mjs']) &&
  (!packFromThisBuild || run('Package declarations', 'node', ['scripts/types.mjs']));

// The type checks run TypeScript 7, the native compiler (package `typescript-native`): the same
// verdicts in a tenth of the time. TypeScript 5 stays as `typescript` for what reads its compiler
// API (the manifest analyzer, the declaration bundler) and for the declarations the package ships.
const NATIVE_TSC = 'node_modules/typescript-native/bin/tsc';

const staticChecks = await runTogether([
  ['types', 'Type check', 'node', [NATIVE_TSC, '-p', 'tsconfig.json', '--noEmit']],
  // The tests' own settings (tests/tsconfig.json says why they differ).
  ['test-types', 'Type check of the tests', 'node', [NATIVE_TSC, '-p', 'tests/tsconfig.json', '--noEmit']],
  // Biome (biome.jsonc): the format check and the lint rules, warnings failing as errors do.
  ['lint', 'Lint and format', 'npx', ['biome', 'ci', '--error-on-warnings', '--colors=off', '.']],
  // The layers of ARCHITECTURE.md (.dependency-cruiser.cjs): no import crosses them the wrong way.
  ['deps', 'Dependency rules', 'npm', ['run', '--silent', 'deps']],
  ['manifest', 'custom-elements.json is current', 'node', ['scripts/manifest.mjs', '--check']],
]);

const stages = [
  ...staticChecks,
  [
    'unit',
    run('Unit and server tests (vitest)', 'npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'server*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${RESULTS}/unit.json`,
    ]),
  ],
  // Apart from the unit tests: each starts node, TypeScript programs or bundlers (vitest.config.ts).
  [
    'build-scripts',
    run('Build-script tests (vitest)', 'npx', [
      'vitest',
      'run',
      '--project',
      'build-scripts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${RESULTS}/build-scripts.json`,
    ]),
  ],
  [
    'elements',
    run('Element tests (@web/test-runner, Chromium)', 'npx', ['wtr', '--config', 'tests/elements/wtr.config.mjs']),
  ],
  ['build', build()],
  [
    'package',
    run(
      'npm package in fixture hosts (npm pack, Vite + React, Vue, esbuild, Rollup; Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'tests/package/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/package.json`, FARM_PREBUILT: packFromThisBuild ? '1' : '' },
    ),
  ],
  [
    'e2e',
    run(
      'End-to-end tests (Playwright, Chromium, real server)',
      'npx',
      ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json`, FARM_PREBUILT: '1' },
    ),
  ],
];

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
