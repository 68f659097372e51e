import { farmClientColumns, type FarmTable } from '../resources';
import type { Database } from './schema';

/**
 * How a column may be named by a client (a filter, a sort, a table dictionary): its value kind,
 * or 'secret' when no client may ever name it. Every table a client may name is listed with every
 * one of its columns: the mapped types make the compiler refuse a column that is added to the
 * schema and forgotten here, so the allow-list is derived from the schema, not kept beside it.
 */
export type ColumnKind = 'text' | 'number' | 'date' | 'datetime' | 'secret';

type ColumnKinds<T> = { readonly [K in keyof T]-?: ColumnKind };

const audited = { createBy: 'text', createTime: 'datetime', updateBy: 'text', updateTime: 'datetime' } as const;

/** Tables a client may name; link tables, sessions and bookkeeping are deliberately absent. */
export const clientColumns: { readonly [T in ClientTable]: ColumnKinds<Database[T]> } = {
  sys_user: {
    ...audited,
    id: 'text',
    username: 'text',
    realname: 'text',
    password: 'secret',
    salt: 'secret',
    avatar: 'text',
    birthday: 'date',
    sex: 'number',
    email: 'text',
    phone: 'text',
    telephone: 'text',
    workNo: 'text',
    post: 'text',
    orgCode: 'text',
    status: 'number',
    delFlag: 'number',
    userIdentity: 'number',
    departIds: 'text',
    relTenantIds: 'text',
  },
  sys_depart: {
    ...audited,
    id: 'text',
    parentId: 'text',
    departName: 'text',
    departNameEn: 'text',
    departNameAbbr: 'text',
    departOrder: 'number',
    description: 'text',
    orgCategory: 'text',
    orgType: 'text',
    orgCode: 'text',
    mobile: 'text',
    fax: 'text',
    address: 'text',
    memo: 'text',
    status: 'text',
    delFlag: 'text',
  },
  sys_role: { ...audited, id: 'text', roleName: 'text', roleCode: 'text', description: 'text' },
  sys_dict: {
    ...audited,
    id: 'text',
    dictName: 'text',
    dictCode: 'text',
    description: 'text',
    type: 'number',
    delFlag: 'number',
  },
  sys_dict_item: {
    ...audited,
    id: 'text',
    dictId: 'text',
    itemText: 'text',
    itemValue: 'text',
    itemColor: 'text',
    description: 'text',
    sortOrder: 'number',
    status: 'number',
  },
  sys_tenant: {
    id: 'number',
    name: 'text',
    beginDate: 'datetime',
    endDate: 'datetime',
    status: 'number',
    createBy: 'text',
    createTime: 'datetime',
  },
  sys_position: { ...audited, id: 'text', code: 'text', name: 'text', postRank: 'text', sysOrgCode: 'text' },
  sys_category: {
    ...audited,
    id: 'text',
    pid: 'text',
    name: 'text',
    code: 'text',
    hasChild: 'text',
    sysOrgCode: 'text',
  },
  sys_announcement: {
    ...audited,
    id: 'text',
    titile: 'text',
    msgContent: 'text',
    msgAbstract: 'text',
    startTime: 'datetime',
    endTime: 'datetime',
    sender: 'text',
    priority: 'text',
    msgCategory: 'text',
    msgType: 'text',
    sendStatus: 'text',
    sendTime: 'datetime',
    cancelTime: 'datetime',
    delFlag: 'text',
    busType: 'text',
    busId: 'text',
    openType: 'text',
    openPage: 'text',
    userIds: 'text',
    departIds: 'text',
  },
  sys_log: {
    id: 'text',
    logType: 'number',
    logContent: 'text',
    operateType: 'number',
    userid: 'text',
    username: 'text',
    ip: 'text',
    method: 'text',
    requestUrl: 'text',
    requestParam: 'text',
    requestType: 'text',
    costTime: 'number',
    createBy: 'text',
    createTime: 'datetime',
  },
  sys_check_rule: {
    ...audited,
    id: 'text',
    ruleName: 'text',
    ruleCode: 'text',
    ruleJson: 'text',
    ruleDescription: 'text',
  },
  sys_fill_rule: { ...audited, id: 'text', ruleName: 'text', ruleCode: 'text', ruleClass: 'text', ruleParams: 'text' },
  // The farm business tables, derived from their declarations (server/resources/).
  ...farmClientColumns,
  sys_depart_role: {
    ...audited,
    id: 'text',
    departId: 'text',
    roleName: 'text',
    roleCode: 'text',
    description: 'text',
  },
  sys_quartz_job: {
    ...audited,
    id: 'text',
    delFlag: 'number',
    jobClassName: 'text',
    cronExpression: 'text',
    parameter: 'text',
    description: 'text',
    status: 'number',
  },
  sys_data_log: {
    id: 'text',
    createBy: 'text',
    createName: 'text',
    createTime: 'datetime',
    updateBy: 'text',
    updateTime: 'datetime',
    dataTable: 'text',
    dataId: 'text',
    dataContent: 'text',
    dataVersion: 'number',
    type: 'text',
    tenantId: 'number',
  },
  sys_quartz_log: {
    id: 'text',
    jobId: 'text',
    jobClassName: 'text',
    triggerType: 'text',
    startTime: 'datetime',
    endTime: 'datetime',
    costTime: 'number',
    outcome: 'text',
    message: 'text',
  },
};

export type ClientTable =
  | 'sys_user'
  | 'sys_depart'
  | 'sys_role'
  | 'sys_dict'
  | 'sys_dict_item'
  | 'sys_tenant'
  | 'sys_position'
  | 'sys_category'
  | 'sys_announcement'
  | 'sys_log'
  | 'sys_check_rule'
  | 'sys_fill_rule'
  | FarmTable
  | 'sys_depart_role'
  | 'sys_quartz_job'
  | 'sys_quartz_log'
  | 'sys_data_log';

export function isClientTable(name: string): name is ClientTable {
  return Object.hasOwn(clientColumns, name);
}

/** The kind of a column a client named, or undefined when it is unknown or secret. */
export function clientColumnKind(table: ClientTable, column: string): Exclude<ColumnKind, 'secret'> | undefined {
  const columns: Readonly<Record<string, ColumnKind>> = clientColumns[table];
  const kind = Object.hasOwn(columns, column) ? columns[column] : undefined;
  return kind === 'secret' ? undefined : kind;
}

/** snake_case as clients of JeecgBoot name columns ('depart_name') to our camelCase ('departName'). */
export function columnFromSnakeCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
