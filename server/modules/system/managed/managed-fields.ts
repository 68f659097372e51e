import type { ColumnKind } from '../../../db';
import type { SysDataSourceTable, SysGatewayRouteTable } from '../../../db/schema-system-admin';
import type { FieldKind } from '../../../query';

/*
 * The filterable columns of gateway routes and data sources. These tables are left out of the
 * shared allow-list (db/columns.ts) on purpose: that list also opens a table to dictionary
 * lookups by any signed-in user, and addresses or account names of data sources are not for
 * everyone. The mapped types still make the compiler ask about every new column.
 */
type Kinds<T> = { readonly [K in keyof T]-?: ColumnKind };

const audited = { createBy: 'text', createTime: 'datetime', updateBy: 'text', updateTime: 'datetime' } as const;

const gatewayKinds: Kinds<SysGatewayRouteTable> = {
  ...audited,
  id: 'text',
  routerId: 'text',
  name: 'text',
  uri: 'text',
  predicates: 'secret',
  filters: 'secret',
  retryable: 'number',
  stripPrefix: 'number',
  persistable: 'number',
  showApi: 'number',
  status: 'number',
};

const dataSourceKinds: Kinds<SysDataSourceTable> = {
  ...audited,
  id: 'text',
  code: 'text',
  name: 'text',
  remark: 'text',
  dbType: 'text',
  dbDriver: 'text',
  dbUrl: 'text',
  dbName: 'text',
  dbUsername: 'text',
  dbPassword: 'secret',
  sysOrgCode: 'text',
};

function listable(kinds: Readonly<Record<string, ColumnKind>>): Record<string, FieldKind> {
  return Object.fromEntries(
    Object.entries(kinds).filter((entry): entry is [string, FieldKind] => entry[1] !== 'secret'),
  );
}

export const gatewayFields = listable(gatewayKinds);
export const dataSourceFields = listable(dataSourceKinds);

/** Every data source column but the password, which is write-only. */
export const DATA_SOURCE_COLUMNS = [
  'id',
  'code',
  'name',
  'remark',
  'dbType',
  'dbDriver',
  'dbUrl',
  'dbName',
  'dbUsername',
  'sysOrgCode',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const satisfies readonly (keyof SysDataSourceTable)[];
