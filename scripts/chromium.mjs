// Finds the Chromium every browser test drives. Order: CHROME_PATH, the system package,
// then a browser Playwright already has. Browsers are never downloaded from here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

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

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? playwrightOwnChromium();
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

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    process.stderr.write(`${INSTALL_HINT}\n`);
    process.exit(1);
  }
  return path;
}
