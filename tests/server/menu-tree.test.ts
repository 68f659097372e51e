import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../server/access';
import { allAuthList, authList, buildMenuTree, routeNameOf } from '../../server/modules/auth';

let sort = 0;
function row(values: Partial<PermissionRow> & Pick<PermissionRow, 'id' | 'name' | 'menuType'>): PermissionRow {
  sort += 1;
  return {
    parentId: null,
    url: null,
    component: null,
    componentName: null,
    redirect: null,
    perms: null,
    permsType: null,
    sortNo: sort,
    alwaysShow: 0,
    icon: null,
    isRoute: 1,
    isLeaf: 1,
    keepAlive: 0,
    hidden: 0,
    internalOrExternal: 0,
    description: null,
    status: '1',
    delFlag: 0,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    ...values,
  };
}

const group = row({
  id: 'g',
  name: '系统管理',
  menuType: 0,
  url: '/isystem',
  component: 'layouts/RouteView',
  icon: 'setting',
  redirect: '/isystem/user',
});
const users = row({
  id: 'u',
  parentId: 'g',
  name: '用户管理',
  menuType: 1,
  url: '/isystem/user',
  component: 'system/UserList',
  keepAlive: 1,
});
const add = row({ id: 'b1', parentId: 'u', name: '添加', menuType: 2, perms: 'user:add', permsType: '1' });
const off = row({
  id: 'b2',
  parentId: 'u',
  name: '导出',
  menuType: 2,
  perms: 'user:export',
  permsType: '2',
  status: '0',
});
const hiddenGroup = row({ id: 'h', name: '隐藏组', menuType: 0, url: '/hidden', component: 'layouts/RouteView' });
const hiddenChild = row({
  id: 'hc',
  parentId: 'h',
  name: '隐藏页',
  menuType: 1,
  url: '/hidden/page',
  component: 'system/LogList',
  hidden: 1,
});
const external = row({
  id: 'x',
  name: '外部文档',
  menuType: 0,
  url: 'https://docs.example.com/farm',
  component: 'layouts/IframePageView',
  internalOrExternal: 1,
  isRoute: 0,
});

describe('the menu tree', () => {
  const tree = buildMenuTree([external, hiddenChild, off, add, users, group, hiddenGroup]);

  it('nests pages under their menu in sortNo order, in the JeecgBoot node shape', () => {
    expect(tree.map((node) => node.id)).toEqual(['g', 'h', 'x']);
    expect(tree[0]).toEqual({
      id: 'g',
      path: '/isystem',
      name: 'isystem',
      component: 'layouts/RouteView',
      redirect: '/isystem/user',
      route: '1',
      meta: {
        title: '系统管理',
        icon: 'setting',
        keepAlive: false,
        internalOrExternal: false,
        componentName: 'RouteView',
      },
      children: [
        {
          id: 'u',
          path: '/isystem/user',
          name: 'isystem-user',
          component: 'system/UserList',
          route: '1',
          meta: {
            title: '用户管理',
            keepAlive: true,
            internalOrExternal: false,
            componentName: 'UserList',
            permissionList: [{ action: 'user:add', type: '1', describe: '添加' }],
          },
        },
      ],
    });
  });

  it('hides a top menu whose entries are all hidden', () => {
    expect(tree[1].hidden).toBe(true);
    expect(tree[1].children?.[0].hidden).toBe(true);
  });

  it('gives an external page the MD5 of its address as path and the address as meta.url', () => {
    expect(tree[2]).toMatchObject({
      path: createHash('md5').update('https://docs.example.com/farm').digest('hex'),
      route: '0',
      meta: { url: 'https://docs.example.com/farm', internalOrExternal: true },
    });
  });

  it('derives route names from urls as JeecgBoot does', () => {
    expect(routeNameOf('/account/settings/base')).toBe('account-settings-base');
    expect(routeNameOf('/online/cgformList/:code')).toBe('online-cgformList-@code');
  });
});

describe('the button lists', () => {
  it('auth holds the valid buttons, allAuth every button with its status', () => {
    const rows = [group, users, add, off];
    expect(authList(rows)).toEqual([{ action: 'user:add', type: '1', describe: '添加' }]);
    expect(allAuthList(rows)).toEqual([
      { action: 'user:add', type: '1', describe: '添加', status: '1' },
      { action: 'user:export', type: '2', describe: '导出', status: '0' },
    ]);
  });
});
