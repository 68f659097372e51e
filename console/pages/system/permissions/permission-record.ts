/** A menu entry or button as `/sys/permission/list` answers it (JeecgBoot's SysPermissionTree). */
export interface PermissionEntry {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top menu, 1 submenu, 2 button. */
  menuType: number;
  perms: string | null;
  /** For a button: '1' shown only when held, '2' shown disabled when not held. */
  permsType: string | null;
  sortNo: number;
  icon: string | null;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  description: string | null;
  status: string;
  children?: PermissionEntry[];
}

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
