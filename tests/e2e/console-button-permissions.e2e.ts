import { expect, test, type APIRequestContext } from './farm-test';
import { API_BASE, apiToken, DEMO_PASSWORD } from './console-fixture';
import { openSignedIn } from './signed-in-session';

interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}

const ROLE_CODE = 'e2e_user_editor';
const USERNAME = 'e2e_editor';

function child(nodes: readonly GrantNode[] | undefined, title: string): GrantNode {
  const found = nodes?.find((node) => node.title === title);
  if (!found) throw new Error(`no menu entry ${title}`);
  return found;
}

const subtree = (node: GrantNode): string[] => [node.key, ...(node.children ?? []).flatMap(subtree)];

async function asAdmin<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<Envelope<T>> {
  const response = await request.fetch(`${API_BASE}${path}`, { method, data, headers: { 'X-Access-Token': token } });
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.success, `${path}: ${answer.message}`).toBe(true);
  return answer;
}

/**
 * As the admin, through the server's API: a role that may see the user list (查看用户) and edit
 * users, but not delete them, and a user holding only that role.
 */
async function createUserEditor(request: APIRequestContext): Promise<void> {
  const admin = await apiToken(request, 'admin');
  await asAdmin(request, admin, 'POST', '/sys/role/add', { roleName: '用户编辑员', roleCode: ROLE_CODE });
  const roles = await asAdmin<{ records: { id: string; roleCode: string }[] }>(
    request,
    admin,
    'GET',
    `/sys/role/list?roleCode=${ROLE_CODE}`,
  );
  const roleId = roles.result.records.find((role) => role.roleCode === ROLE_CODE)?.id;
  expect(roleId).toBeTruthy();

  const tree = await asAdmin<{ treeList: GrantNode[] }>(request, admin, 'GET', '/sys/permission/queryTreeList');
  const home = child(tree.result.treeList, '首页');
  const system = child(tree.result.treeList, '系统管理');
  const userList = child(system.children, '用户管理');
  const edit = child(userList.children, '编辑');
  const view = child(userList.children, '查看用户');
  await asAdmin(request, admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: [...subtree(home), system.key, userList.key, view.key, edit.key].join(','),
  });
  await asAdmin(request, admin, 'POST', '/sys/user/add', {
    username: USERNAME,
    realname: '编辑员',
    password: DEMO_PASSWORD,
    selectedroles: roleId,
    selecteddeparts: 'dep-office',
  });
}

test.describe('buttons obey the permission check', () => {
  test('a user granted editing but not deleting sees no delete button, and the server refuses the delete', async ({
    page,
    request,
  }) => {
    await createUserEditor(request);

    await openSignedIn(page, USERNAME, '/isystem/user');
    const lisi = page.getByRole('group', { name: 'lisi 的操作' });
    await expect(lisi.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(lisi.getByRole('button', { name: '删除' })).toHaveCount(0);

    // The user's own token cannot do what the missing button would have done.
    const token = await apiToken(request, USERNAME);
    const refused = (await (
      await request.delete(`${API_BASE}/sys/user/delete?id=user-lisi`, { headers: { 'X-Access-Token': token } })
    ).json()) as Envelope;
    expect(refused.success).toBe(false);
    expect(refused.message).toBe('没有权限，请联系管理员授权');
    const admin = await apiToken(request, 'admin');
    const lisiStill = await asAdmin<{ records: { username: string }[] }>(
      request,
      admin,
      'GET',
      '/sys/user/list?username=lisi',
    );
    expect(lisiStill.result.records.map((user) => user.username)).toContain('lisi');
  });

  test('the admin, granted every button, sees the delete button on the same row', async ({ page }) => {
    await openSignedIn(page, 'admin', '/isystem/user');
    await expect(page.getByRole('group', { name: 'lisi 的操作' }).getByRole('button', { name: '删除' })).toBeVisible();
  });
});
