import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function openDicts(page: Page): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: '数据字典', exact: true }).click();
  await expect(page.getByRole('table', { name: '数据字典' })).toBeVisible();
}

test.describe('the dictionaries page', () => {
  test('adds a dictionary, its items in their order, and the refreshed cache offers them', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openDicts(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增字典' });
    await form.getByRole('textbox', { name: '字典名称' }).fill('土壤类型');
    await form.getByRole('textbox', { name: '字典编码' }).fill('soil,type');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('字典编码只能由字母、数字、下划线、点和减号组成，最多100个字符')).toBeVisible();
    await form.getByRole('textbox', { name: '字典编码' }).fill('soil_type');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('group', { name: '土壤类型 的操作' }).getByRole('button', { name: '字典配置' }).click();
    const drawer = page.getByRole('dialog', { name: '字典列表：土壤类型' });
    const items = drawer.getByRole('table', { name: '字典项' });
    await expect(items).toBeVisible();
    for (const [text, value, order] of [
      ['黏土', 'clay', '2'],
      ['沙土', 'sand', '1'],
    ]) {
      await drawer.getByRole('button', { name: '新增', exact: true }).click();
      const itemForm = page.getByRole('dialog', { name: '新增字典项' });
      await itemForm.getByRole('textbox', { name: '名称' }).fill(text);
      await itemForm.getByRole('textbox', { name: '数据值' }).fill(value);
      await itemForm.getByRole('textbox', { name: '排序值' }).fill(order);
      await itemForm.getByRole('button', { name: '确定' }).click();
      await expect(itemForm).toBeHidden();
    }
    await expect(items.locator('tbody tr td:nth-child(2)')).toHaveText(['沙土', '黏土']);
    await drawer.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('button', { name: '刷新缓存' }).click();
    await expectNotice(page, '刷新缓存完成！');
    const token = await apiToken(request, 'admin');
    const answer = await (
      await request.get(`${API_BASE}/sys/dict/getDictItems/soil_type`, { headers: { 'X-Access-Token': token } })
    ).json();
    expect(answer.result.map((item: { value: string }) => item.value)).toEqual(['sand', 'clay']);
  });
});
