import { clientColumnKind, dictColumnKind, dictTableColumns, isClientTable, isDictTable } from '../../db';

/** A column the duplicate check may compare a value with. */
export interface CheckedColumn {
  /** The table as the database names it (an allow-list key, never the request's text). */
  table: string;
  /** camelCase, as the query builder names it. */
  field: string;
  kind: 'text' | 'number' | 'date' | 'datetime';
  /**
   * The button codes of the forms that check it, any one of which the caller must hold; absent
   * when any signed-in user may ask (a name or code every dictionary shows anyway).
   */
  permission?: readonly string[];
}

/**
 * What JeecgBoot's stock forms (ant-design-vue-jeecg 3.4) check that no dictionary offers, with
 * the buttons of the form that checks it: the user form's phone and e-mail (`UserModal`), the
 * menu form's 授权标识 (`PermissionModal`), the data-source form's code (`SysDataSourceModal`).
 * Whether a phone or an address is on file is personal: only those who add or edit users learn it.
 * Every other field those forms check is a name or a code of the dictionary allow-list
 * (`db/dict-tables.ts`): username and work number (`sys_user`), role codes (`sys_role`,
 * `sys_depart_role`), `sys_dict.dict_code`, `sys_position.code`, `sys_depart.org_code`,
 * `sys_category.code`, the tenant (`sys_tenant`), check and fill rule codes. The message template
 * form's `sys_sms_template` has no table here and stays refused.
 */
const FORM_CHECKED: readonly CheckedColumn[] = [
  { table: 'sys_user', field: 'phone', kind: 'text', permission: ['user:add', 'user:edit'] },
  { table: 'sys_user', field: 'email', kind: 'text', permission: ['user:add', 'user:edit'] },
  { table: 'sys_permission', field: 'perms', kind: 'text', permission: ['permission:add', 'permission:edit'] },
  { table: 'sys_data_source', field: 'code', kind: 'text', permission: ['datasource:add', 'datasource:edit'] },
];

/**
 * The column a duplicate check names (camelCase as it is), or undefined when the pair is not on
 * the allow-list: the dictionary allow-list first, then the form fields above.
 */
export function duplicateCheckColumn(table: string, field: string): CheckedColumn | undefined {
  if (isDictTable(table)) {
    const kind = dictColumnKind(table, field);
    if (kind) return { table, field, kind };
  }
  return FORM_CHECKED.find((column) => column.table === table && column.field === field);
}

/** Whether the check may name the table at all (before its field is looked at). */
export function isDuplicateCheckTable(table: string): boolean {
  return Object.hasOwn(dictTableColumns, table) || FORM_CHECKED.some((column) => column.table === table);
}

/** The id column of a checked table, which `dataId` names (the row being edited, left aside). */
export function rowIdColumn(table: string): CheckedColumn {
  const kind = isDictTable(table) ? dictColumnKind(table, 'id') : undefined;
  return { table, field: 'id', kind: kind ?? 'text' };
}

/** Whether a table's rows belong to a tenant: then only the request's tenant's rows count. */
export function carriesTenant(table: string): boolean {
  return isClientTable(table) && clientColumnKind(table, 'tenantId') === 'number';
}
