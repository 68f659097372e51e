import { englishOfSeeded, localised, type EnglishTwin } from '../i18n';

/** Answers of the organisation routes: departments, department roles, positions, tenants. */
const chinese = {
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
  /** JeecgBoot's refusal of a tenant still in use, with what still belongs to it. */
  tenantInUse: (holding: string) => `该租户已被引用，无法删除！（${holding}）`,
  /** deleteBatch, as JeecgBoot: the empty tenants go, those still in use stay and are named. */
  tenantsPartlyDeleted: (kept: string) => `部分删除成功！（被引用的租户无法删除：${kept}）`,
  tenantsAllInUse: (kept: string) => `选择的租户都已被引用，无法删除！（${kept}）`,
  /** What a tenant still holds: `仍有 3 个用户、120 条业务数据` (either part left out when none). */
  tenantHolding: (users: number, rows: number) =>
    `仍有 ${[users ? `${users} 个用户` : '', rows ? `${rows} 条业务数据` : ''].filter(Boolean).join('、')}`,
  /** A tenant named in a list of those kept: `黑土地农机合作联社（2）仍有 …`. */
  tenantKept: (name: string, id: number, holding: string) => `${name}（${id}）${holding}`,

  edited: '编辑成功!',
  batchDeleted: '批量删除成功！',
} as const;

const english: EnglishTwin<typeof chinese> = {
  parentUnknown: 'The parent department does not exist',
  parentFixed:
    "The parent department cannot be changed: the department's code is recorded on the data its people created",
  codesExhausted: 'The department codes below this parent are used up',
  searchNothing: 'The query failed or found nothing!',

  departRoleCodeTaken: 'This role code already exists in the department',
  departRoleDepartFixed: 'A department role cannot move to another department',
  departRoleUnknown: 'The department role does not exist',
  notInDepart: "The user is not in the department role's department",
  beyondDepartGrants: "A department role's permissions cannot go beyond the department's",

  positionCodeTaken: 'This position code already exists',
  tenantIdTaken: 'This number already exists!',
  tenantInUse: (holding) => `The tenant is still in use and cannot be deleted! (${holding})`,
  tenantsPartlyDeleted: (kept) => `Partly deleted! (tenants in use cannot be deleted: ${kept})`,
  tenantsAllInUse: (kept) => `All chosen tenants are in use and cannot be deleted! (${kept})`,
  tenantHolding: (users, rows) =>
    `still holds ${[users ? `${users} users` : '', rows ? `${rows} business records` : ''].filter(Boolean).join(' and ')}`,
  tenantKept: (name, id, holding) => `${englishOfSeeded('organisation', name) ?? name} (${id}) ${holding}`,

  edited: 'Saved!',
  batchDeleted: 'Deleted!',
};

export const orgMessages = localised(chinese, english);
