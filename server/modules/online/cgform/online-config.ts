import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { allDictItems, type DictItem } from '../../dict';
import { PATTERNS } from '../records/patterns';
import { resourceByCode, type ResourceSpec } from '../resources';
import { columnKeyOf, schemaTypeOf, viewOf } from './form-views';

/** The list buttons of an online list and the resource actions that guard them. */
const BUTTON_ACTIONS = { add: 'add', update: 'edit', delete: 'delete', batch_delete: 'batch_delete', import: 'import', export: 'export' } as const;

/**
 * `getColumns/{code}`: the list configuration of JeecgBoot's online list. Buttons the caller's
 * roles do not grant are listed in `hideColumns`, as JeecgBoot's button rules do.
 */
export async function columnsInfo(db: Kysely<Database>, resource: ResourceSpec, granted: ReadonlySet<string>) {
  const shown = resource.fields.filter((field) => !field.listHidden);
  const dictCodes = [...new Set(shown.flatMap((field) => (field.dict ? [field.dict] : [])))];
  const items = await allDictItems(db, dictCodes);
  const dictOptions: Record<string, DictItem[]> = {};
  for (const field of shown) if (field.dict) dictOptions[field.name] = items[field.dict] ?? [];
  return {
    columns: shown.map((field) => ({
      title: field.title,
      dataIndex: columnKeyOf(field),
      align: 'center',
      sorter: true,
      ...(field.dict ? { customRender: field.name } : {}),
    })),
    dictOptions,
    formTemplate: '1',
    description: resource.title,
    currentTableName: resource.code,
    tableType: 1,
    paginationFlag: 'Y',
    checkboxFlag: 'Y',
    scrollFlag: 0,
    isTree: 'N',
    hideColumns: Object.entries(BUTTON_ACTIONS).filter(([, action]) => !granted.has(`${resource.permission}:${action}`)).map(([button]) => button),
    cgButtonList: [],
    enhanceJs: '',
    foreignKeys: resource.parent ? [{ field: resource.parent.field, key: 'id' }] : [],
    fieldHrefSlots: [],
  };
}

/** `getQueryInfo/{code}`: the query form (single value or begin/end range per field). */
export function queryInfo(resource: ResourceSpec) {
  return resource.fields.flatMap((field, order) =>
    field.query
      ? [{ field: field.name, label: field.title, view: viewOf(field), mode: field.query, order, ...(field.dict ? { dictCode: field.dict } : {}) }]
      : [],
  );
}

/** The reference of a `sel_search` field as JeecgBoot's schema names a table dictionary. */
function referenceOf(code: string) {
  const target = resourceByCode(code);
  return { dictTable: code, dictText: target?.label ?? 'id', dictCode: 'id' };
}

/** `getFormItem/{code}`: the form schema (fields with widgets, rules and dictionaries). */
export function formItems(resource: ResourceSpec) {
  const properties = Object.fromEntries(
    resource.fields
      .filter((field) => !field.serverOwned)
      .map((field, order) => [
        field.name,
        {
          title: field.title,
          view: viewOf(field),
          type: schemaTypeOf(field),
          order,
          ...(field.dict ? { dictCode: field.dict } : {}),
          ...(field.ref ? referenceOf(field.ref) : {}),
          ...(field.kind === 'text' ? { maxLength: field.length ?? 100 } : {}),
          ...(field.min !== undefined ? { minimum: field.min } : {}),
          ...(field.max !== undefined ? { maximum: field.max } : {}),
          ...(field.pattern ? { pattern: PATTERNS[field.pattern].regex.source, errorInfo: PATTERNS[field.pattern].message } : {}),
        },
      ]),
  );
  return {
    head: { id: resource.code, tableName: resource.code, tableTxt: resource.title, tableType: 1, formTemplate: '1', isTree: 'N', isPage: 'Y', isCheckbox: 'Y' },
    schema: {
      title: resource.title,
      type: 'object',
      table: resource.code,
      required: resource.fields.filter((field) => field.required && !field.serverOwned).map((field) => field.name),
      properties,
    },
    cgButtonList: [],
    enhanceJs: '',
  };
}
