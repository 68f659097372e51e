import { expect, test } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import {
  axeViolations,
  cancelButton,
  nextChange,
  okButton,
  openDialog,
  openPicker,
  openPickersDemo,
  shown,
  submitted,
} from './pickers-page';

// demo/pickers.html from the script-tag build against the real server and its demo data.

test.beforeEach(async ({ page, request }) => {
  await openPickersDemo(page, await apiToken(request, 'admin', ADMIN_PASSWORD));
});

test('user picker: echo, search on the server, choose, confirm, cancel, submit and reset', async ({ page }) => {
  await expect(shown(page, 'users')).toHaveValue('管理员');
  let dialog = await openPicker(page, 'users');
  expect(await axeViolations(page, '#users', 'dialog[open]')).toEqual([]);
  await dialog.locator('form[role="search"] input').fill('lisi');
  await dialog.locator('form[role="search"] input').press('Enter');
  await expect(dialog.locator('tbody tr')).toHaveCount(1);
  await expect(dialog.locator('tbody tr')).toContainText('李四');
  await dialog.locator('tbody tr').filter({ hasText: 'lisi' }).click();
  const changed = nextChange(page, 'users');
  await okButton(dialog).click();
  await expect(openDialog(page, 'users')).toHaveCount(0);
  expect(await changed).toEqual(expect.objectContaining({ value: 'admin,lisi', previousValue: 'admin' }));
  await expect(shown(page, 'users')).toHaveValue('管理员,李四');

  dialog = await openPicker(page, 'users');
  await expect(dialog.locator('tbody tr[aria-selected="true"]')).toHaveCount(2);
  await dialog.locator('tbody tr').filter({ hasText: 'wangwu' }).click();
  await cancelButton(dialog).click();
  await expect(shown(page, 'users')).toHaveValue('管理员,李四');

  expect((await submitted(page)).users).toBe('admin,lisi');
  await page.getByRole('button', { name: '重置' }).click();
  await expect(shown(page, 'users')).toHaveValue('管理员');
  expect((await submitted(page)).users).toBe('admin');
});

test('user picker: a department narrows the users, by keyboard in the tree', async ({ page }) => {
  const dialog = await openPicker(page, 'users');
  const tree = dialog.getByRole('tree');
  const root = tree.getByRole('treeitem', { name: '丰收农机服务有限公司' });
  await root.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: '维修服务中心' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: '维修服务中心' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.locator('tbody tr').filter({ hasText: 'zhangsan' })).toHaveCount(1);
  await expect(dialog.locator('tbody tr').filter({ hasText: 'wangwu' })).toHaveCount(1);
  await expect(dialog.locator('tbody tr').filter({ hasText: 'lisi' })).toHaveCount(0);
  expect(await axeViolations(page, '#users', 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(openDialog(page, 'users')).toHaveCount(0);
  await expect(shown(page, 'users')).toHaveValue('管理员');
});

test('department picker: echo, search, check by keyboard, confirm, cancel and reset', async ({ page }) => {
  await expect(shown(page, 'departs')).toHaveValue('农机销售部');
  let dialog = await openPicker(page, 'departs');
  expect(await axeViolations(page, '#departs', 'dialog[open]')).toEqual([]);
  const search = dialog.getByRole('searchbox', { name: '请输入部门名称' });
  await search.fill('维修站');
  await search.press('Enter');
  const tree = dialog.getByRole('tree');
  await expect(tree.getByRole('treeitem', { name: '东区维修站' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: '农机销售部' })).toHaveCount(0);
  await tree.getByRole('treeitem', { name: '东区维修站' }).focus();
  await page.keyboard.press('Space');
  await expect(tree.getByRole('treeitem', { name: '东区维修站' })).toHaveAttribute('aria-checked', 'true');
  expect(await axeViolations(page, '#departs', 'dialog[open]')).toEqual([]);
  const changed = nextChange(page, 'departs');
  await okButton(dialog).click();
  expect(await changed).toEqual(
    expect.objectContaining({ value: 'dep-sales,dep-service-east', previousValue: 'dep-sales' }),
  );
  await expect(shown(page, 'departs')).toHaveValue('农机销售部,东区维修站');

  dialog = await openPicker(page, 'departs');
  await dialog.getByRole('button', { name: '展开全部' }).click();
  await dialog.getByRole('treeitem', { name: '财务部' }).locator('span').nth(1).click();
  await cancelButton(dialog).click();
  await expect(shown(page, 'departs')).toHaveValue('农机销售部,东区维修站');
  expect((await submitted(page)).departs).toBe('dep-sales,dep-service-east');
  await page.getByRole('button', { name: '重置' }).click();
  await expect(shown(page, 'departs')).toHaveValue('农机销售部');
});

test('position picker: echo, search, choose and confirm', async ({ page }) => {
  await expect(shown(page, 'post')).toHaveValue('维修技师');
  const dialog = await openPicker(page, 'post');
  expect(await axeViolations(page, '#post', 'dialog[open]')).toEqual([]);
  await dialog.locator('form[role="search"] input').fill('站长');
  await dialog.locator('form[role="search"] input').press('Enter');
  await expect(dialog.locator('tbody tr')).toHaveCount(1);
  await dialog.locator('tbody tr').click();
  await okButton(dialog).click();
  await expect(shown(page, 'post')).toHaveValue('服务站站长');
  expect((await submitted(page)).post).toBe('station_master');
});

test('dictionary select and tags: echo, choose, submit and reset', async ({ page }) => {
  await expect(page.locator('#sex [part~="control"] button').first()).toHaveText('男');
  const tags = page.locator('#sexTags button[aria-pressed]');
  await expect(tags).toHaveCount(2);
  await tags.nth(1).click();
  await tags.nth(0).click();
  await expect(tags.nth(0)).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page, '#sexTags')).toEqual([]);
  expect(await submitted(page)).toEqual(expect.objectContaining({ sex: '1', sexTags: '1,2', enabled: 'Y' }));
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.locator('#sexTags button[aria-pressed="true"]')).toHaveCount(0);
});

test('tree select and category select: open the tree, choose a node, submit', async ({ page }) => {
  await page.locator('#category [part~="text"]').click();
  const categoryTree = page.locator('#category').getByRole('tree');
  await expect(categoryTree.getByRole('treeitem', { name: '农机类别' })).toBeVisible();
  expect(await axeViolations(page, '#category')).toEqual([]);
  await categoryTree.getByRole('treeitem', { name: '作物' }).click();
  await expect(page.locator('#category [part~="text"]')).toHaveValue('作物');

  await page.locator('#machineKind [part~="text"]').click();
  const kinds = page.locator('#machineKind').getByRole('tree');
  await expect(kinds.getByRole('treeitem', { name: '植保机械' })).toBeVisible();
  expect(await axeViolations(page, '#machineKind')).toEqual([]);
  await kinds.getByRole('treeitem', { name: '植保机械' }).click();
  await expect(page.locator('#machineKind [part~="text"]')).toHaveValue('植保机械');
  const values = await submitted(page);
  expect(values.category).toMatch(/.+/);
  expect(values.machineKind).toMatch(/.+/);
});

test("a failing call shows the server's message and keeps the previous selection", async ({ page }) => {
  await expect(shown(page, 'users')).toHaveValue('管理员');
  const dialog = await openPicker(page, 'users');
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  await page.route('**/sys/user/queryUserComponentData**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 500, message: '用户查询暂不可用', result: null }),
    }),
  );
  await dialog.locator('form[role="search"] input').fill('li');
  await dialog.locator('form[role="search"] input').press('Enter');
  await expect(page.getByText('用户查询暂不可用').first()).toBeVisible();
  await cancelButton(dialog).click();
  await expect(shown(page, 'users')).toHaveValue('管理员');

  await page.route('**/sys/sysDepart/queryTreeList**', (route) => route.abort('connectionrefused'));
  const departs = await openPicker(page, 'departs');
  await expect(
    page
      .locator('#departs')
      .getByText(/Network Error|网络/)
      .first(),
  ).toBeVisible();
  await okButton(departs).click();
  await expect(shown(page, 'departs')).toHaveValue('农机销售部');
  expect((await submitted(page)).departs).toBe('dep-sales');
});

test('report picker: the real report, its query form, 请选择一条记录, choose and confirm', async ({ page }) => {
  const dialog = await openPicker(page, 'driver');
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  expect(await axeViolations(page, '#driver', 'dialog[open]')).toEqual([]);
  await okButton(dialog).click();
  await expect(page.locator('#driver').getByText('请选择一条记录').first()).toBeVisible();
  const nameColumn = await dialog
    .locator('thead th')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent === '姓名'));
  const name = (await dialog.locator('tbody tr').first().locator('td').nth(nameColumn).textContent()) ?? '';
  const search = dialog.locator('input[aria-label="姓名"]');
  await search.fill(name);
  await search.press('Enter');
  await expect(dialog.locator('tbody tr').first().locator('td').nth(nameColumn)).toContainText(name);
  await dialog.locator('tbody tr').first().click();
  await okButton(dialog).click();
  await expect(openDialog(page, 'driver')).toHaveCount(0);
  await expect(shown(page, 'driver')).toHaveValue(name);
  expect((await submitted(page)).driver).toBe(name);
});

test('area picker: province, city and district by their drop-downs', async ({ page }) => {
  const area = page.locator('#area');
  await area.locator('button[aria-label="省"]').click();
  await expect(area.getByRole('option', { name: '北京市' })).toBeVisible();
  expect(await axeViolations(page, '#area')).toEqual([]);
  await area.getByRole('option', { name: '北京市' }).click();
  await area.locator('button[aria-label="市"]').click();
  await area.getByRole('option', { name: '市辖区' }).click();
  await area.locator('button[aria-label="区"]').click();
  await area.getByRole('option', { name: '东城区' }).click();
  await expect.poll(async () => (await submitted(page)).area).toBe('110101');
});

test('business picker: list url, search, the selected side table, confirm and cancel', async ({ page }) => {
  let dialog = await openPicker(page, 'partner');
  const records = dialog.locator('[aria-label="可选记录"] tbody tr');
  await expect(records).toHaveCount(5);
  expect(await axeViolations(page, '#partner', 'dialog[open]')).toEqual([]);
  await records.filter({ hasText: '总经理' }).click();
  await records.filter({ hasText: '维修技师' }).click();
  await expect(dialog.locator('[aria-label="已选择"] tbody tr')).toHaveCount(2);
  expect(await axeViolations(page, '#partner', 'dialog[open]')).toEqual([]);
  const search = dialog.locator('form[role="search"] input');
  await search.fill('站长');
  await search.press('Enter');
  await expect(records).toHaveCount(1);
  await records.click();
  await okButton(dialog).click();
  await expect(shown(page, 'partner')).toHaveValue('总经理,维修技师,服务站站长');
  expect((await submitted(page)).partner.split(',')).toHaveLength(3);

  dialog = await openPicker(page, 'partner');
  await dialog.locator('[aria-label="已选择"] tbody tr').first().click();
  await cancelButton(dialog).click();
  await expect(shown(page, 'partner')).toHaveValue('总经理,维修技师,服务站站长');
});
