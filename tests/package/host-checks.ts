import { expect, type Page } from '@playwright/test';

/**
 * Collects what a page throws, logs as an error or fails to load, for a check that there was
 * none. The browser's own favicon request is no part of the host's page.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed load is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico')
      errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** The user types a new expression into <farm-cron>; the host's listener shows it. */
export async function changeCron(page: Page): Promise<void> {
  const expression = page.locator('farm-cron [part="input"]').first();
  await expect(expression).toHaveValue('0 0 12 * * ?');
  await expression.fill('0 15 10 ? * MON-FRI');
  await expect(page.locator('#cron-value')).toHaveText('0 15 10 ? * MON-FRI');
}

/** The user edits a <farm-grid> cell; the host's farm-cell-change listener shows it. */
export async function editGridCell(page: Page): Promise<void> {
  const cell = page.locator('farm-grid .rdg-row[aria-rowindex="2"] [data-column="name"]');
  await expect(cell).toHaveText('Tractor');
  await cell.dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Seeder');
  await page.keyboard.press('Enter');
  await expect(page.locator('#cell-value')).toHaveText('name=Seeder');
  await expect(cell).toHaveText('Seeder');
}

/**
 * react-data-grid's own stylesheet reached the grid's shadow root: unstyled, its root is a plain
 * block and its header row has no height.
 */
export async function expectGridStyled(page: Page): Promise<void> {
  const look = await page
    .locator('farm-grid [role="grid"]')
    .first()
    .evaluate((grid) => {
      const header = grid.querySelector('[role="row"]')!;
      return { display: getComputedStyle(grid).display, headerDisplay: getComputedStyle(header).display };
    });
  expect(look).toEqual({ display: 'grid', headerDisplay: 'contents' });
}

/** Opens a host page and does what every host must support: a cron change and a grid edit, styled; returns the page's errors. */
export async function exerciseCronAndGrid(page: Page, url: string): Promise<string[]> {
  const errors = pageErrors(page);
  await page.goto(url);
  await changeCron(page);
  await editGridCell(page);
  await expectGridStyled(page);
  return errors;
}
