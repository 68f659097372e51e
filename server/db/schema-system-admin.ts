/*
 * Tables of system administration beyond the foundation's (migration 0002): department roles
 * and department grants, data rules of menus, gateway routes and data sources. Same conventions
 * as schema.ts: JeecgBoot's table names, camelCase columns, dates as text, flags as integers.
 */

interface Audited {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** A role that exists inside one department (JeecgBoot's "部门角色"). */
export interface SysDepartRoleTable extends Audited {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  /** The department role (JeecgBoot's column name). */
  droleId: string;
}

export interface SysDepartRolePermissionTable {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

/** What a department may hand out to its roles. */
export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

/**
 * A data rule of a menu page. A role's grant of the page carries the rules its holders are held to
 * (`sys_role_permission.data_rule_ids`); the farm business lists, exports and edits apply them
 * (modules/online/scope).
 */
export interface SysPermissionDataRuleTable extends Audited {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string | null;
  /** An operator code such as '=', 'LIKE', 'IN' (never 'USE_SQL_RULES'). */
  ruleConditions: string;
  ruleValue: string;
  /** '1' valid, '0' invalid. */
  status: string;
}

export interface SysGatewayRouteTable extends Audited {
  id: string;
  routerId: string;
  name: string;
  uri: string;
  /** JSON array text. */
  predicates: string | null;
  /** JSON array text. */
  filters: string | null;
  /** Flags 0/1. */
  retryable: number;
  stripPrefix: number;
  persistable: number;
  showApi: number;
  /** 1 valid, 0 invalid. */
  status: number;
}

export interface SysDataSourceTable extends Audited {
  id: string;
  code: string;
  name: string;
  remark: string | null;
  dbType: string | null;
  dbDriver: string | null;
  dbUrl: string | null;
  dbName: string | null;
  dbUsername: string | null;
  /** Write-only: accepted on add and edit, never answered to any client. */
  dbPassword: string | null;
  sysOrgCode: string | null;
}
