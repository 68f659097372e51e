// Finds the Chromium the browser tests and benchmarks drive. Order: CHROME_PATH, the system
// package (for the tests its headless shell first), then a browser Playwright already has.
// Browsers are never downloaded from here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium's headless shell (Debian: `chromium-headless-shell`) renders pages with the browser's
 * engine but without its windowing and GPU processes: the tests spend about a sixth less CPU per
 * page in it, and CPU is what a 2-core machine running them runs short of. The benchmarks keep the
 * browser users run.
 */
const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];
const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const INSTALL_HINT =
  'No Chromium found: install one (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.';

function playwrightOwnChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium({ forTests = false } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const candidates = forTests ? [...HEADLESS_SHELL_CANDIDATES, ...SYSTEM_CANDIDATES] : SYSTEM_CANDIDATES;
  return candidates.find((path) => existsSync(path)) ?? playwrightOwnChromium();
}

// Flags for a root user on a machine whose only network is loopback: without the
// background-networking flags Chromium keeps dialling hosts it cannot reach.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function requireChromium(options) {
  const path = findChromium(options);
  if (!path) {
    process.stderr.write(`${INSTALL_HINT}\n`);
    process.exit(1);
  }
  return path;
}

/** The Chromium the tests drive: the headless shell when the machine has it. */
export const requireTestChromium = () => requireChromium({ forTests: true });
