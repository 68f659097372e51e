import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { seededText } from '../../../i18n';
import { allDictItems, type DictItem } from '../../dict';
import { duplicateCheckable } from '../records/duplicate-checkable';
import { PATTERNS } from '../records/patterns';
import { partsOf, resourceByCode, TREE_ROOT, type FieldSpec, type ResourceSpec } from '../../../resources';
import { columnKeyOf, schemaTypeOf, viewOf } from './form-views';

/** The list buttons of an online list and the resource actions that guard them. */
const BUTTON_ACTIONS = {
  add: 'add',
  update: 'edit',
  delete: 'delete',
  batch_delete: 'batch_delete',
  import: 'import',
  export: 'export',
} as const;

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
      title: seededText('onlineForm', field.title),
      dataIndex: columnKeyOf(field),
      align: 'center',
      sorter: true,
      ...(field.dict ? { customRender: field.name } : {}),
    })),
    dictOptions,
    formTemplate: '1',
    description: seededText('onlineForm', resource.title),
    currentTableName: resource.code,
    tableType: 1,
    paginationFlag: 'Y',
    checkboxFlag: 'Y',
    scrollFlag: 0,
    ...treeColumns(resource),
    hideColumns: hiddenButtons(resource, granted),
    cgButtonList: [],
    enhanceJs: '',
    foreignKeys: resource.parent ? [{ field: resource.parent.field, key: 'id' }] : [],
    fieldHrefSlots: [],
  };
}

/** The list buttons the caller's roles do not grant; a tree's 添加下级 goes with 新增. */
function hiddenButtons(resource: ResourceSpec, granted: ReadonlySet<string>): string[] {
  const hidden = Object.entries(BUTTON_ACTIONS)
    .filter(([, action]) => !granted.has(`${resource.permission}:${action}`))
    .map(([button]) => button);
  return resource.tree && hidden.includes('add') ? [...hidden, 'addSub'] : hidden;
}

/**
 * What JeecgBoot's tree list reads from getColumns: the parent, has-children and text fields
 * (the parent and the flag are read from its records, the text column is drawn first).
 */
function treeColumns(resource: ResourceSpec) {
  const tree = resource.tree;
  if (!tree) return { isTree: 'N' };
  return { isTree: 'Y', pidField: tree.pidField, hasChildrenField: tree.hasChildField, textField: tree.textField };
}

/**
 * `getErpColumns/{code}`: JeecgBoot's ERP list (a master with its parts in tabs below it): the
 * master's list configuration chosen by radio (`tableType` 2) and one per part the caller may list
 * (`tableType` 3, one-to-many), each carrying the code its own calls name and the key joining it
 * to the chosen master (`foreignKeys`: the part's field holding the master's `id`).
 */
export async function erpColumnsInfo(db: Kysely<Database>, resource: ResourceSpec, granted: ReadonlySet<string>) {
  const main = { ...(await columnsInfo(db, resource, granted)), code: resource.code, tableType: 2, relationType: 0 };
  const readable = partsOf(resource).filter((part) => granted.has(`${part.permission}:list`));
  const subList = await Promise.all(
    readable.map(async (part) => ({
      ...(await columnsInfo(db, part, granted)),
      code: part.code,
      tableType: 3,
      relationType: 0,
    })),
  );
  return { main, subList };
}

/** `getQueryInfo/{code}`: the query form (single value or begin/end range per field). */
export function queryInfo(resource: ResourceSpec) {
  return resource.fields.flatMap((field, order) =>
    field.query
      ? [
          {
            field: field.name,
            label: seededText('onlineForm', field.title),
            view: viewOf(field),
            mode: field.query,
            order,
            ...(field.dict ? { dictCode: field.dict } : {}),
          },
        ]
      : [],
  );
}

/** The reference of a `sel_search` field as JeecgBoot's schema names a table dictionary. */
function referenceOf(code: string) {
  const target = resourceByCode(code);
  return { dictTable: code, dictText: target?.label ?? 'id', dictCode: 'id' };
}

/** snake_case of a field name: JeecgBoot's tree select names the table's columns. */
const columnName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A tree's parent field as JeecgBoot's tree form draws it: a tree select over the same table
 * (`sel_tree` read through `/sys/dict/loadTreeData`), its top rows under '0'.
 */
function treeParentOf(resource: ResourceSpec, field: FieldSpec) {
  const tree = resource.tree;
  if (!tree || tree.pidField !== field.name) return {};
  return {
    view: 'sel_tree',
    dict: `${resource.code},${columnName(tree.textField)},id`,
    pidField: columnName(tree.pidField),
    pidValue: TREE_ROOT,
    hasChildField: columnName(tree.hasChildField),
    pidComponent: 1,
  };
}

/**
 * A field's one validation rule (JeecgBoot's 校验 of a form field): its format, or, for a unique
 * field without one, 唯一校验 (`pattern: 'only'`), on which the stock online form asks
 * `/sys/duplicate/check` (tableName, fieldName, fieldVal, dataId) as the value is typed. Only
 * where that check answers: a field it would refuse (personal data) is checked on save instead,
 * since a refused check would hold the form's validation.
 */
function validationOf(resource: ResourceSpec, field: FieldSpec) {
  if (field.pattern)
    return { pattern: PATTERNS[field.pattern].regex.source, errorInfo: PATTERNS[field.pattern].message };
  return duplicateCheckable(resource, field) ? { pattern: 'only' } : {};
}

/**
 * `getFormItem/{code}`: the form schema (fields with widgets, rules and dictionaries).
 * `leaveOut` names fields the form does not draw (an ERP part's key to its master, which the
 * client fills from the chosen master itself).
 */
export function formItems(resource: ResourceSpec, leaveOut: readonly string[] = []) {
  const drawn = resource.fields.filter((field) => !field.serverOwned && !leaveOut.includes(field.name));
  const properties = Object.fromEntries(
    drawn.map((field, order) => [
      field.name,
      {
        title: seededText('onlineForm', field.title),
        view: viewOf(field),
        type: schemaTypeOf(field),
        order,
        ...(field.dict ? { dictCode: field.dict } : {}),
        ...(field.ref ? referenceOf(field.ref) : {}),
        ...(field.kind === 'text' ? { maxLength: field.length ?? 100 } : {}),
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
        ...validationOf(resource, field),
        ...treeParentOf(resource, field),
      },
    ]),
  );
  const tree = resource.tree;
  return {
    head: {
      id: resource.code,
      tableName: resource.code,
      tableTxt: seededText('onlineForm', resource.title),
      tableType: 1,
      formTemplate: '1',
      isTree: tree ? 'Y' : 'N',
      ...(tree
        ? {
            treeParentIdField: columnName(tree.pidField),
            treeIdField: columnName(tree.hasChildField),
            treeFieldname: columnName(tree.textField),
          }
        : {}),
      isPage: 'Y',
      isCheckbox: 'Y',
    },
    schema: {
      title: seededText('onlineForm', resource.title),
      type: 'object',
      table: resource.code,
      required: drawn.filter((field) => field.required).map((field) => field.name),
      properties,
    },
    cgButtonList: [],
    enhanceJs: '',
  };
}

/**
 * `getErpFormItem/{code}`: the form of one table of an ERP list, master or part, alone (each is
 * saved by itself there). A part's key to its master is left out: the client adds it as a hidden
 * field holding the chosen master's id.
 */
export function erpFormItems(resource: ResourceSpec) {
  return formItems(resource, resource.parent ? [resource.parent.field] : []);
}
