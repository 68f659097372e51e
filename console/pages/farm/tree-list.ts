import type { TreeGridConfig } from '../../../elements/grid';

/** JeecgBoot's list component of an online tree form (农机分类). */
export const TREE_LIST_COMPONENT = 'modules/online/cgform/auto/OnlCgformTreeList';

/** Where a tree form's fields come from, as OnlCgformTreeList reads them. */
export const treeColumnsUrl = (code: string) => `/online/cgform/api/getColumns/${encodeURIComponent(code)}`;

/** One level of a tree form: the top rows, a row's children (`<pid>=<id>`) or, with a query, every match. */
export const treeDataUrl = (code: string) => `/online/cgform/api/getTreeData/${encodeURIComponent(code)}`;

/** The fields that make a form a tree: each row's parent id and its has-children flag. */
export interface TreeFields {
  pidField: string;
  hasChildField: string;
}

const fieldName = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) ? value : null;

/** getColumns' answer: the tree fields of a tree form (`isTree: 'Y'`), null for any other form. */
export function treeFieldsOf(columns: unknown): TreeFields | null {
  if (!columns || typeof columns !== 'object') return null;
  const { isTree, pidField, hasChildrenField } = columns as Record<string, unknown>;
  const pid = fieldName(pidField);
  const hasChild = fieldName(hasChildrenField);
  return isTree === 'Y' && pid && hasChild ? { pidField: pid, hasChildField: hasChild } : null;
}

/**
 * How the grid loads a row's children, as OnlCgformTreeList's handleExpand asks getTreeData:
 * the list's sort, no query, the row's id as the parent and its has-child flag. Only a row that
 * says it has children is ever loaded, so that flag is always '1' here. JeecgBoot pages them by
 * 10; here a level comes whole (-521, JeecgBoot's "no paging"), so no child is left out.
 */
export function childLevels(code: string, fields: TreeFields): TreeGridConfig {
  return {
    childrenUrl: treeDataUrl(code),
    queryKey: fields.pidField,
    hasChildField: fields.hasChildField,
    params: { column: 'id', order: 'desc', hasQuery: 'false', pageNo: 1, pageSize: -521, [fields.hasChildField]: '1' },
  };
}

/** Whether the query bar holds anything: then the tree list asks for every match, not the top level. */
export function queryGiven(query: Readonly<Record<string, unknown>>): boolean {
  return Object.values(query).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && String(value).trim() !== '',
  );
}
