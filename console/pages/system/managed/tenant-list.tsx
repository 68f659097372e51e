import type { ReactElement } from 'react';
import type { ManagedListConfig } from './managed-fields';
import { ManagedListPage } from './managed-list-page';

const TENANTS: ManagedListConfig = {
  title: 'system.tenant.title',
  addTitle: 'system.tenant.addTitle',
  editTitle: 'system.tenant.editTitle',
  urls: {
    list: '/sys/tenant/list',
    add: '/sys/tenant/add',
    edit: '/sys/tenant/edit',
    delete: '/sys/tenant/delete',
    deleteBatch: '/sys/tenant/deleteBatch',
  },
  permissions: { add: 'tenant:add', edit: 'tenant:edit', delete: 'tenant:delete', batchDelete: 'tenant:batch_delete' },
  nameField: 'name',
  fields: [
    // JeecgBoot's form asks for the tenant number; it is the record's id and cannot change.
    {
      key: 'id',
      label: 'system.tenant.id',
      kind: 'integer',
      required: true,
      lockedOnEdit: true,
      column: true,
      sortable: true,
    },
    {
      key: 'name',
      label: 'system.tenant.name',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      sortable: true,
      searchable: true,
    },
    { key: 'beginDate', label: 'system.tenant.beginDate', kind: 'datetime', column: true },
    { key: 'endDate', label: 'system.tenant.endDate', kind: 'datetime', column: true },
    {
      key: 'status',
      label: 'system.tenant.status',
      kind: 'choice',
      numeric: true,
      initial: '1',
      column: true,
      choices: [
        { value: '1', label: 'system.tenant.normal' },
        { value: '0', label: 'system.tenant.frozen' },
      ],
    },
  ],
};

/** 租户管理 (menu component `system/TenantList`). */
export function TenantList(): ReactElement {
  return <ManagedListPage config={TENANTS} />;
}
