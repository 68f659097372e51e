import { describe, expect, it } from 'vitest';
import {
  ancestorMenuIds,
  parentChoices,
  parentMenuIds,
  visibleMenuRows,
} from '../../../console/pages/system/permissions/menu-rows';
import {
  permissionBody,
  permissionFormErrors,
  permissionFormValues,
} from '../../../console/pages/system/permissions/permission-form';
import type { PermissionEntry } from '../../../console/pages/system/permissions/permission-record';

function entry(id: string, menuType: number, extra: Partial<PermissionEntry> = {}): PermissionEntry {
  return {
    id,
    parentId: null,
    name: id,
    url: null,
    component: null,
    componentName: null,
    redirect: null,
    menuType,
    perms: null,
    permsType: null,
    sortNo: 1,
    icon: null,
    route: true,
    keepAlive: false,
    hidden: false,
    internalOrExternal: false,
    description: null,
    status: '1',
    ...extra,
  };
}

const button = entry('add', 2, { parentId: 'users', perms: 'user:add', permsType: '1' });
const users = entry('users', 1, {
  parentId: 'system',
  url: '/isystem/user',
  component: 'system/UserList',
  children: [button],
});
const system = entry('system', 0, { url: '/isystem', component: 'layouts/RouteView', children: [users] });
const home = entry('home', 0, { url: '/dashboard' });

describe('the menu tree rows', () => {
  it('draws the top-level entries alone while nothing is expanded', () => {
    expect(
      visibleMenuRows([system, home], new Set()).map((row) => [row.entry.id, row.level, row.hasChildren, row.expanded]),
    ).toEqual([
      ['system', 1, true, false],
      ['home', 1, false, false],
    ]);
  });

  it('draws the children of the expanded entries, depth first, and nothing below a closed one', () => {
    expect(
      visibleMenuRows([system, home], new Set(['system', 'users'])).map((row) => [
        row.entry.id,
        row.level,
        row.hasChildren,
        row.expanded,
      ]),
    ).toEqual([
      ['system', 1, true, true],
      ['users', 2, true, true],
      ['add', 3, false, false],
      ['home', 1, false, false],
    ]);
    expect(visibleMenuRows([system, home], new Set(['users'])).map((row) => row.entry.id)).toEqual(['system', 'home']);
    expect(visibleMenuRows([system, home], new Set(['system'])).map((row) => row.entry.id)).toEqual([
      'system',
      'users',
      'home',
    ]);
    expect(parentMenuIds([system, home])).toEqual(['system', 'users']);
  });

  it('names the entries above an entry, from the top, so it can be shown', () => {
    expect(ancestorMenuIds([system, home], 'add')).toEqual(['system', 'users']);
    expect(ancestorMenuIds([system, home], 'users')).toEqual(['system']);
    expect(ancestorMenuIds([system, home], 'system')).toEqual([]);
    expect(ancestorMenuIds([system, home], 'home')).toEqual([]);
    expect(ancestorMenuIds([system, home], 'nowhere')).toEqual([]);
  });

  it('offers as parents the entries that are not buttons, never the entry itself or what is below it', () => {
    expect(parentChoices([system, home], null)).toEqual([
      { id: 'system', name: 'system', level: 0 },
      { id: 'users', name: 'users', level: 1 },
      { id: 'home', name: 'home', level: 0 },
    ]);
    expect(parentChoices([system, home], 'system').map((choice) => choice.id)).toEqual(['home']);
  });
});

describe('the menu entry form', () => {
  it('adds a submenu below a menu and a button below a page', () => {
    expect(permissionFormValues(null)).toMatchObject({ menuType: 0, parentId: null, sortNo: '1', status: '1' });
    expect(permissionFormValues(null, system)).toMatchObject({ menuType: 1, parentId: 'system' });
    expect(permissionFormValues(null, users)).toMatchObject({ menuType: 2, parentId: 'users', permsType: '1' });
    expect(permissionFormValues(button)).toMatchObject({ menuType: 2, name: 'add', perms: 'user:add' });
  });

  it('asks what each type needs', () => {
    expect(permissionFormErrors(permissionFormValues(null))).toEqual({
      name: 'system.permission.nameRequired',
      url: 'system.permission.urlRequired',
    });
    expect(permissionFormErrors({ ...permissionFormValues(null), menuType: 1 })).toEqual({
      name: 'system.permission.nameRequired',
      parentId: 'system.permission.parentRequired',
      url: 'system.permission.urlRequired',
      component: 'system.permission.componentRequired',
    });
    expect(permissionFormErrors({ ...permissionFormValues(null, users), sortNo: 'x' })).toEqual({
      name: 'system.permission.buttonNameRequired',
      perms: 'system.permission.permsRequired',
      sortNo: 'system.permission.sortNumber',
    });
    expect(permissionFormErrors({ ...permissionFormValues(button), perms: 'user add' })).toEqual({
      perms: 'system.permission.permsInvalid',
    });
    expect(permissionFormErrors(permissionFormValues(users))).toEqual({});
  });

  it('sends a button without route fields and a top menu without a parent', () => {
    expect(permissionBody({ ...permissionFormValues(button), url: '/x', icon: 'user' }, 'add')).toEqual({
      id: 'add',
      menuType: 2,
      name: 'add',
      parentId: 'users',
      url: null,
      component: null,
      redirect: null,
      icon: null,
      sortNo: 1,
      perms: 'user:add',
      permsType: '1',
      hidden: 0,
      keepAlive: 0,
      status: '1',
    });
    expect(permissionBody({ ...permissionFormValues(system), parentId: 'stale', hidden: true }, null)).toMatchObject({
      menuType: 0,
      parentId: null,
      url: '/isystem',
      component: 'layouts/RouteView',
      permsType: null,
      hidden: 1,
    });
  });
});
