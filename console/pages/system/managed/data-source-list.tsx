import type { ReactElement } from 'react';
import type { ManagedListConfig } from './managed-fields';
import { ManagedListPage } from './managed-list-page';

const DATA_SOURCES: ManagedListConfig = {
  title: 'system.dataSource.title',
  addTitle: 'system.dataSource.addTitle',
  editTitle: 'system.dataSource.editTitle',
  urls: {
    list: '/sys/dataSource/list',
    add: '/sys/dataSource/add',
    edit: '/sys/dataSource/edit',
    delete: '/sys/dataSource/delete',
    deleteBatch: '/sys/dataSource/deleteBatch',
  },
  permissions: {
    add: 'datasource:add',
    edit: 'datasource:edit',
    delete: 'datasource:delete',
    batchDelete: 'datasource:batch_delete',
  },
  nameField: 'name',
  fields: [
    {
      key: 'code',
      label: 'system.dataSource.code',
      kind: 'text',
      required: true,
      column: true,
      sortable: true,
      searchable: true,
      pattern: { regex: /^[A-Za-z0-9_-]{1,100}$/, message: 'system.managed.codeRule' },
    },
    {
      key: 'name',
      label: 'system.dataSource.name',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      sortable: true,
      searchable: true,
    },
    { key: 'dbType', label: 'system.dataSource.dbType', kind: 'text', maxLength: 10, column: true },
    { key: 'dbDriver', label: 'system.dataSource.dbDriver', kind: 'text', maxLength: 100 },
    { key: 'dbUrl', label: 'system.dataSource.dbUrl', kind: 'text', maxLength: 500, column: true },
    { key: 'dbName', label: 'system.dataSource.dbName', kind: 'text', maxLength: 100 },
    { key: 'dbUsername', label: 'system.dataSource.dbUsername', kind: 'text', maxLength: 100 },
    // Write-only: on edit, an empty password keeps the stored one.
    { key: 'dbPassword', label: 'system.dataSource.dbPassword', kind: 'password', maxLength: 100, writeOnly: true },
    { key: 'remark', label: 'system.dataSource.remark', kind: 'textarea', maxLength: 200 },
  ],
};

/** 多数据源管理 (menu component `system/SysDataSourceList`). */
export function DataSourceList(): ReactElement {
  return <ManagedListPage config={DATA_SOURCES} />;
}
