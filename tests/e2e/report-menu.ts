import { expect, type APIRequestContext } from './farm-test';
import { API_BASE, apiToken } from './console-fixture';

// An online report reaches the console through a menu entry the user is granted: these tests add
// one for the report they open, as an administrator does, and remove it afterwards.

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  result: T;
}

interface MenuNode {
  id: string;
  name: string;
  url?: string | null;
  children?: MenuNode[];
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: object,
): Promise<Envelope<T>> {
  const answer = (await (
    await request.fetch(`${API_BASE}${path}`, { method, data, headers: { 'X-Access-Token': token } })
  ).json()) as Envelope<T>;
  expect(answer.success, `${path}: ${answer.message}`).toBe(true);
  return answer;
}

const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** Adds a menu entry `name` for the report page `url` under 地图与统计 and grants it to the admin role; resolves to the menu's id. */
export async function addReportMenu(request: APIRequestContext, name: string, url: string): Promise<string> {
  const token = await apiToken(request, 'admin');
  const tree = await call<MenuNode[]>(request, token, 'GET', '/sys/permission/list');
  const parent = flatten(tree.result).find((node) => node.name === '地图与统计');
  expect(parent).toBeTruthy();
  await call(request, token, 'POST', '/sys/permission/add', {
    parentId: parent?.id,
    name,
    url,
    component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
    menuType: 1,
    route: 1,
  });
  const added = flatten((await call<MenuNode[]>(request, token, 'GET', '/sys/permission/list')).result).find(
    (node) => node.url === url,
  );
  expect(added).toBeTruthy();
  const roles = await call<{ records: { id: string }[] }>(request, token, 'GET', '/sys/role/list?roleCode=admin');
  const roleId = roles.result.records[0].id;
  const granted = await call<string[]>(request, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  await call(request, token, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: [...granted.result, added?.id].join(','),
    lastpermissionIds: granted.result.join(','),
  });
  return added?.id ?? '';
}

/** Removes a menu entry added by addReportMenu. */
export async function removeReportMenu(request: APIRequestContext, menuId: string): Promise<void> {
  if (!menuId) return;
  await call(request, await apiToken(request, 'admin'), 'DELETE', `/sys/permission/delete?id=${menuId}`);
}
