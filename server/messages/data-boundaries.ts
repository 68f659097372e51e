import { localised, type EnglishTwin } from '../i18n';

/** Answers about whose data a request may reach: the current tenant and the data rules. */
const chineseTenancy = {
  /** JeecgBoot's words when the `tenant-id` header is not one of the user's tenants (it asks for a new sign-in). */
  notYourTenant: '登录租户授权变更，请重新登录!',
  /** The user's tenants are all frozen or gone: nothing tenant-scoped can be served. */
  noActiveTenant: '您所属的租户已冻结或不存在，请联系管理员',
  /** A user of no tenant tried to write business data. */
  noTenantToWrite: '您还不属于任何租户，不能保存业务数据，请联系管理员',
} as const;

const englishTenancy: EnglishTwin<typeof chineseTenancy> = {
  notYourTenant: 'The tenant of this sign-in is no longer granted, please sign in again!',
  noActiveTenant: 'Your tenants are frozen or no longer exist, please contact an administrator',
  noTenantToWrite: 'You belong to no tenant yet and cannot save business data, please contact an administrator',
};

export const tenancyMessages = localised(chineseTenancy, englishTenancy);

/** Why a data rule (sys_permission_data_rule) cannot be applied; the request is refused rather than widened. */
const chineseDataRule = {
  notApplicable: (ruleName: string, reason: string) => `数据权限规则「${ruleName}」无法执行：${reason}，请联系管理员`,
  sqlRule: '不执行 SQL 片段规则（USE_SQL_RULES）',
  unknownCondition: (condition: string) => `不支持的条件 ${condition}`,
  unknownColumn: (column: string) => `规则字段 ${column} 不是该数据的字段`,
  unknownVariable: (name: string) => `未知的系统变量 #{${name}}`,
  noValue: (name: string) => `当前用户没有系统变量 #{${name}} 的值`,
  badValue: (column: string) => `规则值与字段 ${column} 的类型不符`,
  /** A write would leave the row outside the caller's own rules (it could not see it afterwards). */
  outsideRules: '保存后的数据超出了您的数据权限范围',
  /** `/sys/role/datarule` (JeecgBoot's wording). */
  noRulesOfMenu: '未找到权限配置信息',
  saveMenuGrantFirst: '请先保存角色菜单权限!',
  unknownRuleOfMenu: '所选数据规则不属于该菜单',
  saved: '保存成功!',
} as const;

const englishDataRule: EnglishTwin<typeof chineseDataRule> = {
  notApplicable: (ruleName, reason) =>
    `Data rule "${ruleName}" cannot be applied: ${reason}. Please contact an administrator`,
  sqlRule: 'SQL fragment rules (USE_SQL_RULES) are not run',
  unknownCondition: (condition) => `Unsupported condition ${condition}`,
  unknownColumn: (column) => `Rule field ${column} is not a field of this data`,
  unknownVariable: (name) => `Unknown system variable #{${name}}`,
  noValue: (name) => `The current user has no value for system variable #{${name}}`,
  badValue: (column) => `The rule value does not fit the type of field ${column}`,
  outsideRules: 'Once saved, the data would be outside your data permissions',
  noRulesOfMenu: 'No permission settings found',
  saveMenuGrantFirst: "Please save the role's menu permissions first!",
  unknownRuleOfMenu: 'The chosen data rule does not belong to this menu',
  saved: 'Saved!',
};

export const dataRuleMessages = localised(chineseDataRule, englishDataRule);
