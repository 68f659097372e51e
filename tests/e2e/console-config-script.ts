import type { Page } from '@playwright/test';

/** The console's deployment switches (console/app/console-config.ts) a test sets. */
export interface ConsoleSwitches {
  accessibleContrast?: boolean;
  prefetchPages?: boolean;
}

/**
 * Sets `switches` on `window.farmConsoleConfig` before each document of `page` runs its scripts,
 * as a deployment's script file beside index.html does; merged with switches set before.
 */
export async function setConsoleSwitches(page: Page, switches: ConsoleSwitches): Promise<void> {
  await page.addInitScript((values) => {
    const current = (window as { farmConsoleConfig?: object }).farmConsoleConfig;
    Object.assign(window, { farmConsoleConfig: { ...current, ...values } });
  }, switches);
}
