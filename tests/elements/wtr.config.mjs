import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';
import { KEPT_CONTEXT_BROWSER_ARGS } from '../kept-browser-context.mjs';
import { pooledContexts } from './context-pool.mjs';
import { countReporter } from './count-reporter.mjs';
import { esbuildBundlePlugin } from './esbuild-bundle-plugin.mjs';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/** Chromium with the browser's language set (navigator.language, Intl's default, Accept-Language). */
function chromium(locale) {
  return playwrightLauncher({
    product: 'chromium',
    // A file's page opens in the renderer process its kept context's parked page keeps alive.
    launchOptions: {
      executablePath: requireTestChromium(),
      args: [...CHROMIUM_ARGS, ...KEPT_CONTEXT_BROWSER_ARGS],
      headless: true,
    },
    createBrowserContext: pooledContexts(locale ? { locale } : {}),
  });
}

// Files named *.lang.test.* run once per browser language (what a user sees must not depend on
// it). The test runner runs every group beside any --files given, so a run of chosen files leaves
// them out; `--group lang-en-US` / `--group lang-zh-CN` runs them alone.
const LANG_FILES = 'tests/elements/**/*.lang.test.{ts,tsx}';
const chosenFiles = process.argv.some((argument) => argument === '--files' || argument.startsWith('--files='));

/** The files a `--files` run names, when each is a plain path; globs (or none) leave the whole set to build. */
function namedTestFiles() {
  const named = [];
  process.argv.forEach((argument, index) => {
    if (argument.startsWith('--files=')) named.push(argument.slice('--files='.length));
    if (argument !== '--files') return;
    for (const value of process.argv.slice(index + 1)) {
      if (value.startsWith('-')) break;
      named.push(value);
    }
  });
  const plainPaths = named.length > 0 && named.every((file) => !/[*?{[]/.test(file) && existsSync(file));
  return plainPaths ? named.map((file) => path.resolve(file)) : undefined;
}

const languageGroups = chosenFiles
  ? []
  : ['en-US', 'zh-CN'].map((locale) => ({ name: `lang-${locale}`, files: LANG_FILES, browsers: [chromium(locale)] }));

export default {
  rootDir,
  files: ['tests/elements/**/*.test.{ts,tsx}', `!${LANG_FILES}`],
  groups: languageGroups,
  nodeResolve: false,
  concurrency: 2,
  testsFinishTimeout: 300000,
  plugins: [esbuildBundlePlugin({ rootDir, testDir: 'tests/elements', entryPoints: namedTestFiles() })],
  browsers: [chromium()],
  // A test's limit catches a hang, not slowness: CI shares two cores (waits have a floor too, harness.ts).
  testFramework: { config: { timeout: 60000 } },
  reporters: [defaultReporter(), countReporter('.test-results/elements.json')],
};
