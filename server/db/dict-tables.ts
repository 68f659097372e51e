import { farmResources, type FieldSpec, type PatternName } from '../resources';
import { clientColumnKind, isClientTable, type ClientTable, type ColumnKind } from './columns';

/*
 * The tables and columns a client may name in a table dictionary, a tree select or a duplicate
 * check (JeecgBoot's SysTableWhiteList): narrower than `clientColumns`, which lets list pages
 * filter their own records. Anyone signed in can read a dictionary, so only columns that are
 * meant to be shown beside a code are here: names, codes, parents. Phone numbers, e-mail
 * addresses, identity cards, addresses and the system log never are.
 */

/** A farm column a dictionary never offers: who a person is or where they live. */
const PERSONAL_PATTERNS: ReadonlySet<PatternName> = new Set(['mobile', 'idCard', 'email']);
const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['address']);

function offeredFarmColumns(fields: readonly FieldSpec[]): string[] {
  const offered = fields.filter(
    (field) => !PERSONAL_FIELDS.has(field.name) && !(field.pattern && PERSONAL_PATTERNS.has(field.pattern)),
  );
  return ['id', ...offered.map((field) => field.name)];
}

export const dictTableColumns: { readonly [T in ClientTable]?: readonly string[] } = {
  sys_user: ['id', 'username', 'realname', 'workNo'],
  sys_depart: [
    'id',
    'departName',
    'departNameEn',
    'departNameAbbr',
    'orgCode',
    'orgCategory',
    'orgType',
    'parentId',
    'departOrder',
  ],
  sys_role: ['id', 'roleName', 'roleCode'],
  sys_depart_role: ['id', 'departId', 'roleName', 'roleCode'],
  sys_position: ['id', 'code', 'name', 'postRank'],
  sys_category: ['id', 'pid', 'name', 'code', 'hasChild'],
  sys_dict: ['id', 'dictName', 'dictCode'],
  sys_tenant: ['id', 'name'],
  sys_check_rule: ['id', 'ruleName', 'ruleCode'],
  sys_fill_rule: ['id', 'ruleName', 'ruleCode'],
  ...Object.fromEntries(farmResources.map((resource) => [resource.code, offeredFarmColumns(resource.fields)])),
};

export type DictTable = ClientTable;

/** Whether a client may name the table in a dictionary, tree or duplicate check. */
export function isDictTable(name: string): name is DictTable {
  return isClientTable(name) && dictTableColumns[name] !== undefined;
}

/** The kind of a column a client named in a dictionary, tree or duplicate check; undefined when not offered. */
export function dictColumnKind(table: DictTable, column: string): Exclude<ColumnKind, 'secret'> | undefined {
  return dictTableColumns[table]?.includes(column) ? clientColumnKind(table, column) : undefined;
}
