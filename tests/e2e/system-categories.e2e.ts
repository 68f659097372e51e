import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

async function openCategories(page: Page): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: '分类字典', exact: true }).click();
  await expect(page.getByRole('table', { name: '分类字典' })).toBeVisible();
}

test.describe('the categories page', () => {
  test('adds a top category and one below it, whose code follows its parent', async ({ page, request }) => {
    await openSignedIn(page, 'admin');
    await openCategories(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增分类' });
    await form.getByRole('textbox', { name: '类型名称' }).fill('农资');
    await form.getByRole('textbox', { name: '类型编码' }).fill('Z-9');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('类型编码只能由字母、数字和下划线组成')).toBeVisible();
    await form.getByRole('textbox', { name: '类型编码' }).fill('');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('group', { name: '农资 的操作' }).getByRole('button', { name: '下级分类' }).click();
    const trail = page.getByRole('navigation', { name: '分类层级' });
    await expect(trail.locator('[aria-current="location"]')).toHaveText('农资');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await form.getByRole('textbox', { name: '类型名称' }).fill('化肥');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();
    const table = page.getByRole('table', { name: '分类字典' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('化肥');

    await trail.getByRole('button', { name: '全部分类' }).click();
    await expect(page.getByRole('group', { name: '农资 的操作' })).toBeVisible();
    await expect(page.getByRole('group', { name: '化肥 的操作' })).toHaveCount(0);

    const token = await apiToken(request, 'admin');
    const headers = { 'X-Access-Token': token };
    const top = (await (await request.get(`${API_BASE}/sys/category/rootList?name=农资`, { headers })).json()).result
      .records[0];
    const below = (await (await request.get(`${API_BASE}/sys/category/childList?pid=${top.id}`, { headers })).json())
      .result;
    expect(below).toHaveLength(1);
    expect(below[0].name).toBe('化肥');
    expect(below[0].code.startsWith(top.code)).toBe(true);
  });
});
