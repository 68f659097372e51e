import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

const NEW_PASSWORD = 'Step-Pass-2026';

/** Users made through the API, so the list has more than one page of them. */
async function addUsers(request: APIRequestContext, prefix: string, count: number): Promise<void> {
  const token = await apiToken(request, 'admin');
  for (let index = 1; index <= count; index += 1) {
    const username = `${prefix}${String(index).padStart(2, '0')}`;
    const answer = await (
      await request.post(`${API_BASE}/sys/user/add`, {
        headers: { 'X-Access-Token': token },
        data: { username, realname: `${prefix}-${index}`, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      })
    ).json();
    expect(answer.success, answer.message).toBe(true);
  }
}

async function openUsersPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '用户管理', exact: true }).click();
  await expect(page.getByRole('table', { name: '用户管理' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: '用户管理' });
const usernames = (page: Page) => table(page).locator('tbody tr td:nth-child(2)');
const totalText = (page: Page) => page.getByRole('navigation', { name: '分页' }).getByRole('listitem').first();
const actions = (page: Page, username: string) => page.getByRole('group', { name: `${username} 的操作` });

async function search(page: Page, username: string): Promise<void> {
  await page.getByRole('search', { name: '用户管理' }).getByRole('textbox', { name: '用户账号' }).fill(username);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

test.describe('the users page', () => {
  test('sorts, pages, and steps back a page when a delete empties the last one', async ({ page, request }) => {
    await addUsers(request, 'pgstep', 11);
    await openSignedIn(page, 'admin');
    await openUsersPage(page);
    await search(page, 'pgstep');
    await expect(totalText(page)).toHaveText('1-10 共11条');

    const sortHeader = page.getByRole('button', { name: '按用户账号排序' });
    await sortHeader.click();
    await expect(page.getByRole('columnheader', { name: '按用户账号排序' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(usernames(page).first()).toHaveText('pgstep01');
    await sortHeader.click();
    await expect(page.getByRole('columnheader', { name: '按用户账号排序' })).toHaveAttribute('aria-sort', 'descending');
    await expect(usernames(page).first()).toHaveText('pgstep11');

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(totalText(page)).toHaveText('11-11 共11条');
    await expect(usernames(page)).toHaveText(['pgstep01']);

    await actions(page, 'pgstep01').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除用户成功');
    await expect(totalText(page)).toHaveText('1-10 共10条');
    await expect(page.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(usernames(page).first()).toHaveText('pgstep11');

    await page.getByRole('button', { name: '批量删除' }).click();
    await expectNotice(page, '请选择一条记录！');

    await page.getByRole('checkbox', { name: '选择 pgstep11' }).check();
    await page.getByRole('checkbox', { name: '选择 pgstep10' }).check();
    await expect(page.getByRole('checkbox', { name: '全选当前页' })).toHaveJSProperty('indeterminate', true);
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '批量删除用户成功');
    await expect(totalText(page)).toHaveText('1-8 共8条');
    await expect(usernames(page)).toHaveText([
      'pgstep09',
      'pgstep08',
      'pgstep07',
      'pgstep06',
      'pgstep05',
      'pgstep04',
      'pgstep03',
      'pgstep02',
    ]);
  });

  test('adds a user with a role and a department, checking the username; freezes, unfreezes and sets a password', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openUsersPage(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增用户' });
    await form.getByRole('textbox', { name: '用户账号' }).fill('admin');
    await form.getByRole('textbox', { name: '用户姓名' }).focus();
    await expect(form.getByText('该值不可用，系统中已存在！')).toBeVisible();

    await form.getByRole('textbox', { name: '用户账号' }).fill('newfarmer');
    await form.getByLabel('登录密码').fill(NEW_PASSWORD);
    await form.getByLabel('确认密码').fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: '用户姓名' }).fill('新农户');
    await expect(form.getByText('该值不可用，系统中已存在！')).toHaveCount(0);

    await form.getByRole('button', { name: '角色' }).click();
    await page.getByRole('option', { name: '运营专员' }).click();
    await form.getByRole('textbox', { name: '用户姓名' }).click();

    await form.getByRole('button', { name: '选择', exact: true }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByRole('button', { name: '展开全部' }).click();
    await departs.getByRole('treeitem', { name: '农机销售部' }).locator('[data-state]').first().click();
    await departs.getByRole('button', { name: '确定' }).click();
    await expect(departs).toBeHidden();

    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(form).toBeHidden();

    const token = await apiToken(request, 'admin');
    const listed = await (
      await request.get(`${API_BASE}/sys/user/list?username=newfarmer`, { headers: { 'X-Access-Token': token } })
    ).json();
    const created = listed.result.records[0];
    const roles = await (
      await request.get(`${API_BASE}/sys/user/queryUserRole?userid=${created.id}`, {
        headers: { 'X-Access-Token': token },
      })
    ).json();
    expect(roles.result).toEqual(['role-operator']);
    const userDeparts = await (
      await request.get(`${API_BASE}/sys/user/userDepartList?userId=${created.id}`, {
        headers: { 'X-Access-Token': token },
      })
    ).json();
    expect(userDeparts.result.map((depart: { title: string }) => depart.title)).toEqual(['农机销售部']);

    await search(page, 'newfarmer');
    await page.getByRole('checkbox', { name: '选择 newfarmer' }).check();
    await page.getByRole('button', { name: '冻结', exact: true }).first().click();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: 'newfarmer' })).toContainText('冻结');
    await actions(page, 'newfarmer').getByRole('button', { name: '解冻' }).click();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: 'newfarmer' })).toContainText('正常');

    await actions(page, 'newfarmer').getByRole('button', { name: '密码' }).click();
    const password = page.getByRole('dialog', { name: '修改密码：newfarmer' });
    await password.getByLabel('登录密码').fill('Changed-Pass-77');
    await password.getByLabel('确认密码').fill('Changed-Pass-7');
    await password.getByRole('button', { name: '确定' }).click();
    await expect(password.getByText('两次输入的密码不一样！')).toBeVisible();
    await password.getByLabel('确认密码').fill('Changed-Pass-77');
    await password.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '密码修改成功!');
    await apiToken(request, 'newfarmer', 'Changed-Pass-77');
  });

  test('an advanced query with or narrows the list, and 重置 brings every user back', async ({ page, request }) => {
    await addUsers(request, 'advq', 3);
    await openSignedIn(page, 'admin');
    await openUsersPage(page);
    const token = await apiToken(request, 'admin');
    const everyone = (
      await (await request.get(`${API_BASE}/sys/user/list?pageSize=1`, { headers: { 'X-Access-Token': token } })).json()
    ).result.total;
    await expect(totalText(page)).toHaveText(`1-10 共${everyone}条`);
    await page.getByRole('button', { name: '高级查询', exact: true }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    await builder.getByText('OR（条件中的任意一个匹配）').click();
    const choose = async (label: string, text: string) => {
      await builder.getByRole('button', { name: new RegExp(`^${label}：`) }).click();
      await page.getByRole('option', { name: text, exact: true }).click();
    };
    await choose('第1个条件的字段', '用户账号');
    await builder.locator('input[aria-label="第1个条件的值"]').fill('advq01');
    await builder.getByRole('button', { name: '增加条件' }).first().click();
    await choose('第2个条件的字段', '用户姓名');
    await builder.locator('input[aria-label="第2个条件的值"]').fill('advq-3');
    await builder.getByRole('button', { name: '查询', exact: true }).click();
    await expect(builder).toBeHidden();
    await expect(totalText(page)).toHaveText('1-2 共2条');
    // Made within the same second, the two may share a createTime: their order is not the point.
    expect((await usernames(page).allTextContents()).sort()).toEqual(['advq01', 'advq03']);
    await expect(page.getByRole('img', { name: '已有高级查询条件生效' })).toBeVisible();

    await page.getByRole('button', { name: '重置', exact: true }).click();
    await expect(totalText(page)).toHaveText(`1-10 共${everyone}条`);
    await expect(page.getByRole('img', { name: '已有高级查询条件生效' })).toHaveCount(0);
  });
});
