/** A user as `/sys/user/list` answers it (never a password or salt). */
export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  sex_dictText?: string;
  phone: string | null;
  email: string | null;
  /** 1 normal, 2 frozen (the user_status dictionary). */
  status: number;
  status_dictText?: string;
  orgCodeTxt?: string;
  createTime: string | null;
}

export const USER_NORMAL = 1;
export const USER_FROZEN = 2;

export const USER_URLS = {
  list: '/sys/user/list',
  add: '/sys/user/add',
  edit: '/sys/user/edit',
  delete: '/sys/user/delete',
  deleteBatch: '/sys/user/deleteBatch',
  exportXls: '/sys/user/exportXls',
  importExcel: '/sys/user/importExcel',
  frozenBatch: '/sys/user/frozenBatch',
  changePassword: '/sys/user/changePassword',
  roles: '/sys/role/queryall',
  userRoles: '/sys/user/queryUserRole',
  userDeparts: '/sys/user/userDepartList',
} as const;

/** The button codes the server checks (seeded with the 用户管理 menu). */
export const USER_PERMISSIONS = {
  add: 'user:add',
  edit: 'user:edit',
  delete: 'user:delete',
  batchDelete: 'user:batch_delete',
  frozen: 'user:frozen',
  password: 'user:reset_password',
  export: 'user:export',
  import: 'user:import',
} as const;
