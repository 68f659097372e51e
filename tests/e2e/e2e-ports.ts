/**
 * The ports of an end-to-end run. Each Playwright worker starts a server of its own (farm-test.ts),
 * so a run takes two blocks of ten ports, from E2E_PORT and from E2E_PORT + 1000, five of each per
 * worker: runs on one machine whose E2E_PORTs are ten apart never share a port.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217);

const PORTS_PER_WORKER = 5;
/** As many workers as the blocks hold; playwright.config.ts runs this many. */
export const MAX_E2E_WORKERS = 2;

export interface WorkerPorts {
  /** The worker's server: console, API, elements, demo pages. */
  server: number;
  /** The partner portal the worker's server lists in FARM_CORS_ORIGINS (cross-origin-portal.e2e.ts). */
  portal: number;
  /** A server a test stops and starts itself (notice-faults.e2e.ts). */
  ownServer: number;
  /** The SMS gateway stand-in the worker's server posts its codes to (console-sms-capture.ts). */
  smsCapture: number;
  /** The WeCom stand-in the worker's server signs in through (console-oauth2-provider.ts). */
  oauth2Provider: number;
}

/** Playwright numbers the workers running at once 0, 1, … in TEST_PARALLEL_INDEX; a replacement worker keeps its predecessor's. */
function currentParallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function workerPorts(parallelIndex = currentParallelIndex()): WorkerPorts {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= MAX_E2E_WORKERS) {
    throw new Error(
      `end-to-end worker ${parallelIndex} has no ports: at most ${MAX_E2E_WORKERS} workers run at once (e2e-ports.ts)`,
    );
  }
  const base = E2E_PORT + PORTS_PER_WORKER * parallelIndex;
  return { server: base, portal: base + 2, ownServer: base + 4, smsCapture: base + 1000, oauth2Provider: base + 1003 };
}
