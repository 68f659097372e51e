/** A role as `/sys/role/list` answers it. */
export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
}

/** A node of `/sys/role/queryTreeList`'s `treeList` (JeecgBoot's TreeModel). */
export interface GrantTreeNode {
  key: string;
  title: string;
  children?: GrantTreeNode[];
}

export const ROLE_URLS = {
  list: '/sys/role/list',
  add: '/sys/role/add',
  edit: '/sys/role/edit',
  delete: '/sys/role/delete',
  deleteBatch: '/sys/role/deleteBatch',
  checkCode: '/sys/role/checkRoleCode',
  grantTree: '/sys/role/queryTreeList',
  grants: '/sys/permission/queryRolePermission',
  saveGrants: '/sys/permission/saveRolePermission',
} as const;

/** The button codes the server checks for each action (seeded with the 角色管理 menu). */
export const ROLE_PERMISSIONS = {
  add: 'role:add',
  edit: 'role:edit',
  delete: 'role:delete',
  batchDelete: 'role:batch_delete',
  authorize: 'role:authorize',
} as const;
