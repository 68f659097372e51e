/**
 * A menu entry or button as `/sys/permission/list` answers it (JeecgBoot's SysPermissionTree):
 * the `sys_permission` row with tree keys and its flags as booleans.
 */
export interface PermissionTreeNode {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  perms: string | null;
  /** For a button: '1' shown only when held, '2' shown disabled when not held. */
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number;
  /** 0 top menu, 1 submenu, 2 button. */
  menuType: number;
  isLeaf: boolean;
  route: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  description: string | null;
  /** '1' valid, '0' invalid. */
  status: string;
  delFlag: number;
  /** 1 when the entry has data rules. */
  ruleFlag: 0 | 1;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children?: PermissionTreeNode[];
}
