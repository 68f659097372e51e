import type { ManagedListConfig } from '../managed/managed-fields';

/**
 * The categories below `pid` (the top level when null). A new one's code follows its
 * siblings' unless one is typed; a typed code starts with its parent's (the server checks).
 */
export function categoryConfig(pid: string | null): ManagedListConfig {
  return {
    title: 'system.category.title',
    addTitle: 'system.category.addTitle',
    editTitle: 'system.category.editTitle',
    urls: {
      list: '/sys/category/rootList',
      add: '/sys/category/add',
      edit: '/sys/category/edit',
      delete: '/sys/category/delete',
      deleteBatch: '/sys/category/deleteBatch',
      exportXls: '/sys/category/exportXls',
    },
    permissions: {
      add: 'category:add',
      edit: 'category:edit',
      delete: 'category:delete',
      batchDelete: 'category:batch_delete',
      export: 'category:export',
    },
    exportFileName: 'system.category.title',
    nameField: 'name',
    fixedParams: pid ? { pid } : undefined,
    defaultSort: { column: 'code', order: 'asc' },
    fields: [
      {
        key: 'name',
        label: 'system.category.name',
        kind: 'text',
        required: true,
        maxLength: 100,
        column: true,
        searchable: true,
      },
      {
        key: 'code',
        label: 'system.category.code',
        kind: 'text',
        maxLength: 100,
        column: true,
        sortable: true,
        pattern: { regex: /^[A-Za-z0-9_]*$/, message: 'system.category.codeRule' },
      },
    ],
  };
}
