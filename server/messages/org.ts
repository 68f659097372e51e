/** Answers of the organisation routes: departments, department roles, positions, tenants. */
export const orgMessages = {
  parentUnknown: '上级部门不存在',
  parentFixed: '不支持修改上级部门：部门编码已记录在其人员创建的数据上',
  codesExhausted: '该上级部门下的部门编码已用完',
  /** JeecgBoot's wording when a department search finds nothing. */
  searchNothing: '查询失败或没有您想要的任何数据!',

  departRoleCodeTaken: '该部门下已存在此角色编码',
  departRoleDepartFixed: '部门角色不能改到其他部门',
  departRoleUnknown: '部门角色不存在',
  notInDepart: '用户不属于该部门角色所在的部门',
  beyondDepartGrants: '部门角色的权限不能超出部门已授权的权限',

  positionCodeTaken: '职务编码已存在',
  tenantIdTaken: '该编号已存在!',

  edited: '编辑成功!',
  batchDeleted: '批量删除成功！',
} as const;
