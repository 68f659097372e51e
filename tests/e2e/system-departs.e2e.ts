import { expect, test, type Page } from '@playwright/test';
import { openAndLogin, sideMenu } from './console-fixture';

async function openDepartsPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '部门管理', exact: true }).click();
  await expect(page.getByRole('tree', { name: '部门树' })).toBeVisible();
}

const departTree = (page: Page) => page.getByRole('tree', { name: '部门树' });
const node = (page: Page, name: string) => departTree(page).getByRole('treeitem', { name, exact: true });

async function choose(page: Page, name: string): Promise<void> {
  await node(page, name).locator('[data-part="title"]').click();
  await expect(node(page, name)).toHaveAttribute('aria-selected', 'true');
}

test.describe('the departments page', () => {
  test('searches the tree, adds a sub-department, edits and deletes it', async ({ page }) => {
    await openAndLogin(page, 'admin');
    await openDepartsPage(page);
    await expect(node(page, '维修服务中心')).toBeVisible();

    await page.getByRole('searchbox', { name: '搜索部门' }).fill('销售');
    await expect(node(page, '农机销售部')).toBeVisible();
    await expect(node(page, '维修服务中心')).toHaveCount(0);
    await page.getByRole('searchbox', { name: '搜索部门' }).fill('');
    await expect(node(page, '维修服务中心')).toBeVisible();

    await choose(page, '农机销售部');
    const details = page.getByRole('region', { name: '农机销售部' });
    await expect(details.getByRole('textbox', { name: '机构名称' })).toHaveValue('农机销售部');
    await expect(details.getByRole('textbox', { name: '机构编码' })).toHaveValue('A01A02');

    await page.getByRole('button', { name: '添加下级' }).click();
    const add = page.getByRole('dialog', { name: '新增下级部门：农机销售部' });
    await add.getByRole('button', { name: '确定' }).click();
    await expect(add.getByText('请输入机构名称!')).toBeVisible();
    await add.getByRole('textbox', { name: '机构名称' }).fill('华北销售组');
    await add.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(node(page, '华北销售组')).toBeVisible();

    await choose(page, '华北销售组');
    const group = page.getByRole('region', { name: '华北销售组' });
    await expect(group.getByRole('textbox', { name: '机构编码' })).toHaveValue(/^A01A02A\d\d$/);
    await group.getByRole('textbox', { name: '机构名称' }).fill('华北销售一组');
    await group.getByRole('textbox', { name: '电话' }).fill('010-66668888');
    await group.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功!')).toBeVisible();
    await expect(node(page, '华北销售一组')).toBeVisible();
    await expect(page.getByRole('region', { name: '华北销售一组' }).getByRole('textbox', { name: '电话' })).toHaveValue('010-66668888');

    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(node(page, '华北销售一组')).toHaveCount(0);
    await expect(page.getByText('请在左侧选择一个部门')).toBeVisible();
  });
});
