import { expect, test, type Page } from './farm-test';
import { readFile } from 'node:fs/promises';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function openPage(page: Page, section: string, name: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('table', { name })).toBeVisible();
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
const actions = (page: Page, name: string) => page.getByRole('group', { name: `${name} 的操作` });

test.describe('the plainly managed lists', () => {
  test('positions: add with a rank, refuse a bad code and a taken one, edit and delete', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openPage(page, '系统管理', '职务管理');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增职务' });
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('请输入职务编码!')).toBeVisible();
    await expect(form.getByText('请输入职务名称!')).toBeVisible();
    await form.getByRole('textbox', { name: '职务编码' }).fill('field inspector');
    await form.getByRole('textbox', { name: '职务名称' }).fill('田间巡检');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('编码只能由字母、数字、下划线和减号组成，最多100个字符')).toBeVisible();
    await form.getByRole('textbox', { name: '职务编码' }).fill('field_inspector');
    await form.getByRole('button', { name: '职级' }).click();
    await page.getByRole('option', { name: '中级' }).click();
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(form).toBeHidden();
    await expect(row(page, '职务管理', 'field_inspector')).toContainText('中级');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await form.getByRole('textbox', { name: '职务编码' }).fill('field_inspector');
    await form.getByRole('textbox', { name: '职务名称' }).fill('重复');
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '职务编码已存在');
    await expect(form.getByRole('textbox', { name: '职务名称' })).toHaveValue('重复');
    await form.getByRole('button', { name: '取消' }).click();

    await actions(page, '田间巡检').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑职务' });
    await expect(edit.getByRole('textbox', { name: '职务编码' })).toHaveValue('field_inspector');
    await edit.getByRole('textbox', { name: '职务名称' }).fill('田间巡检员');
    await edit.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '编辑成功!');
    await expect(row(page, '职务管理', 'field_inspector')).toContainText('田间巡检员');

    // Exported with its row chosen, deleted, then imported from that very file: the position is back.
    await page.getByRole('checkbox', { name: '选择 田间巡检员' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出', exact: true }).click(),
    ]);
    const exported = await readFile(await download.path());
    await actions(page, '田间巡检员').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(row(page, '职务管理', 'field_inspector')).toHaveCount(0);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'positions.xlsx', mimeType: XLSX_TYPE, buffer: exported });
    await page.getByRole('button', { name: '开始上传' }).click();
    await expect(row(page, '职务管理', 'field_inspector')).toContainText('中级');

    await actions(page, '田间巡检员').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(row(page, '职务管理', 'field_inspector')).toHaveCount(0);
  });

  test('tenants: the number is asked on add and kept on edit', async ({ page, request }) => {
    await openSignedIn(page, 'admin');
    await openPage(page, '系统管理', '租户管理');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增租户' });
    await form.getByRole('textbox', { name: '租户编号' }).fill('12a');
    await form.getByRole('textbox', { name: '租户名称' }).fill('北岭农场');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('租户编号须为正整数')).toBeVisible();
    await form.getByRole('textbox', { name: '租户编号' }).fill('4242');
    // The date-time picker takes a text typed in the spec's format, YYYY-MM-DD HH:mm:ss.
    await form.getByLabel('结束时间').fill('2027-01-01 18:30:00');
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(row(page, '租户管理', '北岭农场')).toContainText('正常');

    await actions(page, '北岭农场').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑租户' });
    await expect(edit.getByRole('textbox', { name: '租户编号' })).toBeDisabled();
    await edit.getByRole('radio', { name: '冻结' }).check();
    await edit.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '修改成功!');
    await expect(row(page, '租户管理', '北岭农场')).toContainText('冻结');

    const token = await apiToken(request, 'admin');
    const tenant = await (
      await request.get(`${API_BASE}/sys/tenant/queryById?id=4242`, { headers: { 'X-Access-Token': token } })
    ).json();
    expect(tenant.result).toMatchObject({ id: 4242, name: '北岭农场', status: 0, endDate: '2027-01-01 18:30:00' });
  });

  test('gateway routes and data sources: the server judges definitions, a password is never shown', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openPage(page, '系统监控', '网关路由');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const route = page.getByRole('dialog', { name: '新增路由' });
    await route.getByRole('textbox', { name: '路由ID' }).fill('farm-api');
    await route.getByRole('textbox', { name: '路由名称' }).fill('农机接口');
    await route.getByRole('textbox', { name: '服务地址' }).fill('farm-api');
    await route.getByRole('button', { name: '确定' }).click();
    await expect(route.getByText('服务地址须以 http://、https://、ws://、wss:// 或 lb:// 开头')).toBeVisible();
    await route.getByRole('textbox', { name: '服务地址' }).fill('lb://farm-api');
    await route.getByRole('textbox', { name: '路由条件（JSON）' }).fill('not json');
    await route.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('断言和过滤器应为 [{ name, args }] 形式的 JSON 数组')).toBeVisible();
    await route
      .getByRole('textbox', { name: '路由条件（JSON）' })
      .fill('[{"name":"Path","args":{"_genkey_0":"/farm/**"}}]');
    await route.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(row(page, '网关路由', 'farm-api')).toContainText('启用');
    await actions(page, '农机接口').getByRole('button', { name: '编辑' }).click();
    await expect(
      page.getByRole('dialog', { name: '编辑路由' }).getByRole('textbox', { name: '路由条件（JSON）' }),
    ).toHaveValue('[{"name":"Path","args":{"_genkey_0":"/farm/**"}}]');
    await page.getByRole('dialog', { name: '编辑路由' }).getByRole('button', { name: '取消' }).click();

    await openPage(page, '系统监控', '多数据源管理');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const source = page.getByRole('dialog', { name: '新增数据源' });
    await source.getByRole('textbox', { name: '数据源编码' }).fill('farm_archive');
    await source.getByRole('textbox', { name: '数据源名称' }).fill('归档库');
    await source.getByLabel('密码').fill('Secret-Db-1');
    await source.getByRole('button', { name: '确定' }).click();
    await expect(source).toBeHidden();
    await actions(page, '归档库').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑数据源' });
    await expect(edit.getByLabel('密码')).toHaveValue('');
    await edit.getByRole('textbox', { name: '数据源名称' }).fill('归档库2');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(row(page, '多数据源管理', 'farm_archive')).toContainText('归档库2');

    const token = await apiToken(request, 'admin');
    const listed = await (
      await request.get(`${API_BASE}/sys/dataSource/list?code=farm_archive`, { headers: { 'X-Access-Token': token } })
    ).json();
    expect(JSON.stringify(listed.result)).not.toContain('Secret-Db-1');
  });
});
