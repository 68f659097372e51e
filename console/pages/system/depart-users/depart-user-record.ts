/** JeecgBoot's 部门用户 routes (`/sys/user/*`). */
export const DEPART_USER_URLS = {
  list: '/sys/user/departUserList',
  add: '/sys/user/editSysDepartWithUser',
  remove: '/sys/user/deleteUserInDepart',
  removeMany: '/sys/user/deleteUserInDepartBatch',
} as const;

/** The button codes the server checks (seeded with the 部门用户 menu). */
export const DEPART_USER_PERMISSIONS = {
  add: 'depart_user:add',
  remove: 'depart_user:remove',
} as const;
