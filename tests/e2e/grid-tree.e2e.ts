import { expect, test } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// The tree table and the sub-form of demo/grid-tree.html against the real category endpoints.

test('the category tree loads its levels lazily and a clicked row opens its sub-form', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  await keepTokenInPages(page, token);
  const childRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/sys/category/childList'))
      childRequests.push(new URL(sent.url()).searchParams.get('pid') ?? '');
  });
  await page.goto('/demo/grid-tree.html');

  const grid = page.locator('farm-grid');
  const rowOf = (name: string) =>
    grid
      .locator('.rdg-row')
      .filter({ has: page.locator(`[data-column="name"]`, { hasText: new RegExp(`^${name}$`) }) });
  await expect(rowOf('农机类别')).toHaveCount(1);
  expect(childRequests).toEqual([]);

  await rowOf('农机类别').getByRole('button', { name: '展开' }).click();
  await expect(rowOf('耕整地机械')).toHaveCount(1);
  expect(childRequests).toHaveLength(1);
  await rowOf('耕整地机械').getByRole('button', { name: '展开' }).click();
  await expect(rowOf('铧式犁')).toHaveCount(1);
  await expect(rowOf('铧式犁').locator('[data-tree-level]')).toHaveAttribute('data-tree-level', '2');
  // A leaf category has no expander.
  await expect(rowOf('铧式犁').getByRole('button', { name: '展开' })).toHaveCount(0);

  await rowOf('铧式犁').locator('[data-column="code"]').click();
  const subForm = grid.getByRole('dialog', { name: '子表' });
  await expect(subForm.getByRole('textbox')).toHaveValue('铧式犁');
  await subForm.getByRole('textbox').fill('翻转犁');
  await subForm.getByRole('textbox').press('Tab');
  await expect(rowOf('翻转犁')).toHaveCount(1);
  await subForm.getByRole('button', { name: '完成' }).click();
  await expect(subForm).toHaveCount(0);
});
