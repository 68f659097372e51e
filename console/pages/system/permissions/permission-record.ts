import type { PermissionTreeNode } from '../../../../wire';

/** A menu entry or button as `/sys/permission/list` answers it: the fields the menu page reads and edits. */
export type PermissionEntry = Pick<
  PermissionTreeNode,
  | 'id'
  | 'parentId'
  | 'name'
  | 'url'
  | 'component'
  | 'componentName'
  | 'redirect'
  | 'menuType'
  | 'perms'
  | 'permsType'
  | 'sortNo'
  | 'icon'
  | 'route'
  | 'keepAlive'
  | 'hidden'
  | 'internalOrExternal'
  | 'description'
  | 'status'
> & { children?: PermissionEntry[] };

export const MENU_TOP = 0;
export const MENU_SUB = 1;
export const MENU_BUTTON = 2;

export const PERMISSION_URLS = {
  list: '/sys/permission/list',
  add: '/sys/permission/add',
  edit: '/sys/permission/edit',
  delete: '/sys/permission/delete',
} as const;

/** The button codes the server checks for each action (seeded with the 菜单管理 menu). */
export const PERMISSION_CODES = {
  add: 'permission:add',
  edit: 'permission:edit',
  delete: 'permission:delete',
} as const;
