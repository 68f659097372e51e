import { expect, test } from './farm-test';

test.describe('npm start', () => {
  test('serves the console, and a deep link to a console route survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('console-root')).toBeVisible();
    const response = await page.goto('/dashboard/analysis');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('console-root')).toBeVisible();
  });
});
