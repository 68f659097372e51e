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
  exportXls: '/sys/role/exportXls',
  importExcel: '/sys/role/importExcel',
  checkCode: '/sys/role/checkRoleCode',
  grantTree: '/sys/role/queryTreeList',
  grants: '/sys/permission/queryRolePermission',
  saveGrants: '/sys/permission/saveRolePermission',
  users: '/sys/user/userRoleList',
  addUsers: '/sys/user/addSysUserRole',
  removeUser: '/sys/user/deleteUserRole',
  removeUsers: '/sys/user/deleteUserRoleBatch',
} as const;

/** The button codes the server checks for each action (seeded with the 角色管理 menu). */
export const ROLE_PERMISSIONS = {
  add: 'role:add',
  edit: 'role:edit',
  delete: 'role:delete',
  batchDelete: 'role:batch_delete',
  authorize: 'role:authorize',
  export: 'role:export',
  import: 'role:import',
  /** A role's users: the server lets whoever may change a user's roles in the user form change them here. */
  users: 'user:edit',
} as const;
