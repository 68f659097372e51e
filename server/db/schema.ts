import type { Generated } from 'kysely';
import type {
  SysDataSourceTable,
  SysDepartPermissionTable,
  SysDepartRolePermissionTable,
  SysDepartRoleTable,
  SysDepartRoleUserTable,
  SysGatewayRouteTable,
  SysPermissionDataRuleTable,
} from './schema-system-admin';
import type { SysCheckRuleTable, SysFillRuleTable } from './schema-checks';
import type { FarmTables } from './schema-farm';
import type { QuartzTables } from './schema-quartz';

/*
 * The database as Kysely sees it. Tables keep JeecgBoot's names; columns are camelCase here and
 * snake_case in the database (Kysely's CamelCasePlugin maps them), so rows come out in the JSON
 * field names JeecgBoot clients read. Dates are text 'yyyy-MM-dd HH:mm:ss' (days 'yyyy-MM-dd'),
 * flags are integers: both behave the same on SQLite and PostgreSQL.
 */

interface Audited {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserTable extends Audited {
  id: string;
  username: string;
  realname: string;
  /** scrypt hash (see modules/auth/password.ts); never leaves the server. */
  password: string;
  /** Per-user random salt of the hash; never leaves the server. */
  salt: string;
  avatar: string | null;
  birthday: string | null;
  /** 1 male, 2 female. */
  sex: number | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  workNo: string | null;
  /** Position codes, comma-separated. */
  post: string | null;
  /** The department the user currently works in (chosen after login when there are several). */
  orgCode: string | null;
  /** 1 normal, 2 frozen. */
  status: Generated<number>;
  /** 0 present, 1 deleted. */
  delFlag: Generated<number>;
  /** 1 ordinary user, 2 superior (manages `departIds`). */
  userIdentity: number | null;
  departIds: string | null;
  /** Tenant ids, comma-separated. */
  relTenantIds: string | null;
}

export interface SysDepartTable extends Audited {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  /** '1' company, '2' department, '3' post. */
  orgCategory: string;
  /** '1' top level, '2' below it. */
  orgType: string;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  /** '1' enabled, '0' disabled. */
  status: string;
  delFlag: Generated<string>;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysRoleTable extends Audited {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermissionTable extends Audited {
  id: string;
  parentId: string | null;
  name: string;
  /** The route path (or an http(s) address for external pages). */
  url: string | null;
  /** A JeecgBoot Vue 2 component name such as 'system/UserList'. */
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top menu, 1 submenu, 2 button. */
  menuType: number;
  /** Button code, e.g. 'user:add' (a comma list is allowed). */
  perms: string | null;
  /** '1' visible, '2' disabled (both readings of the spec are the client's business). */
  permsType: string | null;
  sortNo: number;
  alwaysShow: Generated<number>;
  icon: string | null;
  isRoute: Generated<number>;
  isLeaf: Generated<number>;
  keepAlive: Generated<number>;
  hidden: Generated<number>;
  internalOrExternal: Generated<number>;
  description: string | null;
  /** '1' valid, '0' invalid. */
  status: Generated<string>;
  delFlag: Generated<number>;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  /** The data rules of the page this grant carries (comma list of sys_permission_data_rule ids; migration 0010). */
  dataRuleIds: string | null;
}

export interface SysDictTable extends Audited {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  /** 0 string values, 1 number values. */
  type: Generated<number>;
  delFlag: Generated<number>;
}

export interface SysDictItemTable extends Audited {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  itemColor: string | null;
  description: string | null;
  sortOrder: number;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
}

export interface SysTenantTable {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  /** 1 normal, 0 frozen. */
  status: Generated<number>;
  createBy: string | null;
  createTime: string | null;
}

export interface SysPositionTable extends Audited {
  id: string;
  code: string;
  name: string;
  /** Rank code from the 'position_rank' dictionary. */
  postRank: string | null;
  sysOrgCode: string | null;
}

export interface SysCategoryTable extends Audited {
  id: string;
  /** '0' for a root. */
  pid: string;
  name: string;
  code: string;
  /** '1' has children, '0' leaf. */
  hasChild: string;
  sysOrgCode: string | null;
}

export interface SysAnnouncementTable extends Audited {
  id: string;
  /** Spelled so in JeecgBoot. */
  titile: string;
  msgContent: string | null;
  msgAbstract: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  /** 'L' general, 'M' important, 'H' urgent. */
  priority: string;
  /** '1' notice, '2' system message. */
  msgCategory: string;
  /** 'ALL' everyone, 'USER' the users in `userIds`. */
  msgType: string;
  /** '0' draft, '1' published, '2' revoked. */
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: Generated<string>;
  busType: string | null;
  busId: string | null;
  /** 'url' or 'component'. */
  openType: string | null;
  openPage: string | null;
  /** Comma-separated user ids when `msgType` is 'USER'. */
  userIds: string | null;
  /** Comma-separated department ids when `msgType` is 'DEPT' (migration 0004; sub-departments included). */
  departIds: string | null;
}

export interface SysAnnouncementSendTable extends Audited {
  id: string;
  anntId: string;
  userId: string;
  /** '0' unread, '1' read. */
  readFlag: string;
  readTime: string | null;
}

export interface SysLogTable {
  id: string;
  /** 1 login/logout, 2 operation. */
  logType: number;
  logContent: string;
  /** 1 query, 2 add, 3 edit, 4 delete (operation logs). */
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: string;
}

/** One signed-in session: only the SHA-256 of its token is stored. */
export interface SysUserTokenTable {
  id: string;
  userId: string;
  tokenHash: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  createTime: string;
  ip: string | null;
}

/**
 * JeecgBoot's data log: a business row as it stood after an add or edit through a form, numbered
 * per table and row (`dataVersion` from 1), in the row's tenant.
 */
export interface SysDataLogTable {
  id: string;
  createBy: string | null;
  createName: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  dataTable: string;
  dataId: string;
  /** The JSON of the row. */
  dataContent: string;
  dataVersion: number;
  /** 'json' (JeecgBoot also writes 'comment' for form comments). */
  type: string;
  tenantId: number;
}

/**
 * JeecgBoot's binding of an enterprise-chat account (WeCom, DingTalk) to a local user, per tenant:
 * the OAuth2 app sign-in finds the user by `thirdUserId`, the provider's user id.
 */
export interface SysThirdAccountTable {
  id: string;
  sysUserId: string;
  /** 'wechat_enterprise' or 'dingtalk'. */
  thirdType: string;
  avatar: string | null;
  /** 1 usable, 0 disabled. */
  status: Generated<number>;
  delFlag: Generated<number>;
  realname: string | null;
  thirdUserUuid: string | null;
  thirdUserId: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  tenantId: Generated<number>;
}

/** Seeds already applied, so a restart neither duplicates nor resets demo data. */
export interface FarmSeedTable {
  name: string;
  appliedAt: string;
}

export interface Database extends FarmTables, QuartzTables {
  sys_user: SysUserTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_tenant: SysTenantTable;
  sys_position: SysPositionTable;
  sys_category: SysCategoryTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_log: SysLogTable;
  sys_user_token: SysUserTokenTable;
  farm_seed: FarmSeedTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
  sys_gateway_route: SysGatewayRouteTable;
  sys_data_source: SysDataSourceTable;
  sys_check_rule: SysCheckRuleTable;
  sys_fill_rule: SysFillRuleTable;
  sys_data_log: SysDataLogTable;
  sys_third_account: SysThirdAccountTable;
}
