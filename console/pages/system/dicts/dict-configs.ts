import type { ManagedListConfig } from '../managed/managed-fields';

/** The server's rule for a dictionary code (no commas: those mean a table dictionary). */
const DICT_CODE = /^[A-Za-z0-9_.-]{1,100}$/;

export const DICTS: ManagedListConfig = {
  title: 'system.dict.title',
  addTitle: 'system.dict.addTitle',
  editTitle: 'system.dict.editTitle',
  urls: {
    list: '/sys/dict/list',
    add: '/sys/dict/add',
    edit: '/sys/dict/edit',
    delete: '/sys/dict/delete',
    deleteBatch: '/sys/dict/deleteBatch',
    exportXls: '/sys/dict/exportXls',
    importExcel: '/sys/dict/importExcel',
  },
  permissions: {
    add: 'dict:add',
    edit: 'dict:edit',
    delete: 'dict:delete',
    batchDelete: 'dict:batch_delete',
    export: 'dict:export',
    import: 'dict:import',
  },
  exportFileName: 'system.dict.title',
  nameField: 'dictName',
  fields: [
    {
      key: 'dictName',
      label: 'system.dict.dictName',
      kind: 'text',
      required: true,
      maxLength: 100,
      column: true,
      sortable: true,
      searchable: true,
    },
    {
      key: 'dictCode',
      label: 'system.dict.dictCode',
      kind: 'text',
      required: true,
      column: true,
      sortable: true,
      searchable: true,
      pattern: { regex: DICT_CODE, message: 'system.dict.codeRule' },
    },
    {
      key: 'type',
      label: 'system.dict.type',
      kind: 'choice',
      numeric: true,
      initial: '0',
      choices: [
        { value: '0', label: 'system.dict.typeText' },
        { value: '1', label: 'system.dict.typeNumber' },
      ],
    },
    { key: 'description', label: 'system.dict.description', kind: 'textarea', maxLength: 255, column: true },
  ],
};

/** The items of one dictionary: listed and added with its id, in their sort order. */
export function dictItemsConfig(dictId: string): ManagedListConfig {
  return {
    title: 'system.dict.itemsTitle',
    addTitle: 'system.dict.addItemTitle',
    editTitle: 'system.dict.editItemTitle',
    urls: {
      list: '/sys/dictItem/list',
      add: '/sys/dictItem/add',
      edit: '/sys/dictItem/edit',
      delete: '/sys/dictItem/delete',
      deleteBatch: '/sys/dictItem/deleteBatch',
    },
    permissions: {
      add: 'dict_item:add',
      edit: 'dict_item:edit',
      delete: 'dict_item:delete',
      batchDelete: 'dict_item:delete',
    },
    nameField: 'itemText',
    fixedParams: { dictId },
    defaultSort: { column: 'sortOrder', order: 'asc' },
    fields: [
      {
        key: 'itemText',
        label: 'system.dict.itemText',
        kind: 'text',
        required: true,
        maxLength: 100,
        column: true,
        searchable: true,
      },
      { key: 'itemValue', label: 'system.dict.itemValue', kind: 'text', required: true, maxLength: 100, column: true },
      { key: 'description', label: 'system.dict.description', kind: 'textarea', maxLength: 255 },
      { key: 'sortOrder', label: 'system.dict.sortOrder', kind: 'integer', initial: '1', column: true, sortable: true },
      {
        key: 'status',
        label: 'system.dict.status',
        kind: 'choice',
        numeric: true,
        initial: '1',
        column: true,
        choices: [
          { value: '1', label: 'system.dict.enabled' },
          { value: '0', label: 'system.dict.disabled' },
        ],
      },
    ],
  };
}
