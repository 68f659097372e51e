import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium.mjs';
import { countReporter } from './count-reporter.mjs';
import { esbuildBundlePlugin } from './esbuild-bundle-plugin.mjs';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export default {
  rootDir,
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  testsFinishTimeout: 300000,
  plugins: [esbuildBundlePlugin({ rootDir })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  // A test's limit catches a hang, not slowness: CI shares two cores (waits have a floor too, harness.ts).
  testFramework: { config: { timeout: 60000 } },
  reporters: [defaultReporter(), countReporter('.test-results/elements.json')],
};
