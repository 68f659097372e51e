import type { ReactElement } from 'react';
import type { ManagedListConfig } from './managed-fields';
import { ManagedListPage } from './managed-list-page';

const POSITIONS: ManagedListConfig = {
  title: 'system.position.title',
  addTitle: 'system.position.addTitle',
  editTitle: 'system.position.editTitle',
  urls: {
    list: '/sys/position/list',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
    exportXls: '/sys/position/exportXls',
    importExcel: '/sys/position/importExcel',
  },
  permissions: {
    add: 'position:add',
    edit: 'position:edit',
    delete: 'position:delete',
    batchDelete: 'position:batch_delete',
    export: 'position:export',
    import: 'position:import',
  },
  exportFileName: 'system.position.title',
  nameField: 'name',
  fields: [
    {
      key: 'code',
      label: 'system.position.code',
      kind: 'text',
      required: true,
      column: true,
      sortable: true,
      searchable: true,
      pattern: { regex: /^[A-Za-z0-9_-]{1,100}$/, message: 'system.managed.codeRule' },
    },
    {
      key: 'name',
      label: 'system.position.name',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      sortable: true,
      searchable: true,
    },
    { key: 'postRank', label: 'system.position.postRank', kind: 'dict', dictCode: 'position_rank', column: true },
  ],
};

/** 职务管理 (menu component `system/SysPositionList`). */
export function PositionList(): ReactElement {
  return <ManagedListPage config={POSITIONS} />;
}
