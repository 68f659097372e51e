import type { GridRow } from './grid-types';

/** The tree table's request for a level (widgets spec 7: configured url, parentId, condition, extra params). */
export interface TreeGridConfig {
  /** Where the top level comes from (unless `rows` are given). */
  url?: string;
  /** Where children come from; default `url`. */
  childrenUrl?: string;
  /** The name of the parent id parameter; default `parentId`. */
  queryKey?: string;
  /** The parent id of the top level; default empty text. */
  topValue?: string;
  /** Extra parameters of every request. */
  params?: Record<string, string | number | boolean>;
  /** Sent as `condition` when given (a JSON object string, as JeecgBoot's tree tables send it). */
  condition?: string;
  /** The row field that says a node has children (true, '1' or 1); default `hasChildren`. */
  hasChildField?: string;
}

/** The id of a node's placeholder child is the node's id plus this (as JeecgBoot's tree tables). */
export const TREE_PLACEHOLDER_SUFFIX = '_loadChild';

export class TreeResultUnrecognised extends Error {
  constructor() {
    super('返回数据类型不识别');
    this.name = 'TreeResultUnrecognised';
  }
}

/** What the tree knows beside the rows: each row's parent and which nodes' children are known. */
export interface TreeShape {
  parentOf: ReadonlyMap<string, string>;
  /** Nodes whose children are known (given inline or loaded); with none they are leaves. */
  known: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
}

export const EMPTY_SHAPE: TreeShape = { parentOf: new Map(), known: new Set(), expanded: new Set() };

export function treeParams(config: TreeGridConfig, parentId: string): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {
    ...config.params,
    [config.queryKey ?? 'parentId']: parentId,
  };
  if (config.condition !== undefined) params.condition = config.condition;
  return params;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A level's answer: a list, or a page with `records`; anything else is 返回数据类型不识别. */
export function readTreeResult(result: unknown): Record<string, unknown>[] {
  const list = Array.isArray(result)
    ? result
    : isRecord(result) && Array.isArray(result.records)
      ? result.records
      : null;
  if (!list) throw new TreeResultUnrecognised();
  return list.filter(isRecord);
}

/**
 * Nodes (with inline `children` if any) as flat grid rows in depth-first order, plus each
 * row's parent and the nodes whose children came inline. `children` is not kept on the rows.
 */
export function flattenNodes(nodes: readonly Record<string, unknown>[], parentId: string | null) {
  const rows: GridRow[] = [];
  const parentOf = new Map<string, string>();
  const known = new Set<string>();
  const walk = (level: readonly Record<string, unknown>[], parent: string | null) => {
    for (const node of level) {
      const { children, ...values } = node;
      const row: GridRow = { ...values, id: String(values.id ?? `${parent ?? 'root'}-${rows.length}`) };
      rows.push(row);
      if (parent !== null) parentOf.set(row.id, parent);
      if (Array.isArray(children)) {
        known.add(row.id);
        walk(children.filter(isRecord), row.id);
      }
    }
  };
  walk(nodes, parentId);
  return { rows, parentOf, known };
}

/** Children of each row id, in row order; rows whose parent is absent count as top level. */
function childrenByParent(rows: readonly GridRow[], parentOf: ReadonlyMap<string, string>) {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, GridRow[]>();
  for (const row of rows) {
    const parent = parentOf.get(row.id);
    const key = parent !== undefined && ids.has(parent) ? parent : null;
    const siblings = children.get(key);
    if (siblings) siblings.push(row);
    else children.set(key, [row]);
  }
  return children;
}

/** Whether a row says it has children: `hasChildren: true`, or JeecgBoot's `hasChild: '1'`. */
export function saysHasChildren(row: GridRow, field = 'hasChildren'): boolean {
  const flag = row[field];
  return flag === true || flag === '1' || flag === 1;
}

/** Whether a row shows an expander: it has children, or says so and they are not known yet. */
export function isExpandable(row: GridRow, shape: TreeShape, childCount: number, hasChildField?: string): boolean {
  return childCount > 0 || (saysHasChildren(row, hasChildField) && !shape.known.has(row.id));
}

export interface ShownTree {
  /** The rows drawn: expanded branches, depth first, with a placeholder under loading nodes. */
  rows: GridRow[];
  depth: ReadonlyMap<string, number>;
  expandable: ReadonlySet<string>;
  placeholders: ReadonlySet<string>;
}

/**
 * What the grid draws of the tree. An expanded node whose children are not known yet shows
 * one placeholder child with 'loading...' in the first column.
 */
export function shownTree(
  rows: readonly GridRow[],
  shape: TreeShape,
  firstColumnKey: string | undefined,
  loadingText: string,
  hasChildField?: string,
): ShownTree {
  const children = childrenByParent(rows, shape.parentOf);
  const shown: GridRow[] = [];
  const depth = new Map<string, number>();
  const expandable = new Set<string>();
  const placeholders = new Set<string>();
  const walk = (level: readonly GridRow[], at: number) => {
    for (const row of level) {
      const own = children.get(row.id) ?? [];
      shown.push(row);
      depth.set(row.id, at);
      if (!isExpandable(row, shape, own.length, hasChildField)) continue;
      expandable.add(row.id);
      if (!shape.expanded.has(row.id)) continue;
      if (shape.known.has(row.id) || own.length > 0) {
        walk(own, at + 1);
      } else {
        const placeholder: GridRow = { id: `${row.id}${TREE_PLACEHOLDER_SUFFIX}` };
        if (firstColumnKey) placeholder[firstColumnKey] = loadingText;
        shown.push(placeholder);
        depth.set(placeholder.id, at + 1);
        placeholders.add(placeholder.id);
      }
    }
  };
  walk(children.get(null) ?? [], 0);
  return { rows: shown, depth, expandable, placeholders };
}

/** Puts loaded children right after their parent's subtree (they are its first known children). */
export function withChildren(rows: readonly GridRow[], parentId: string, added: readonly GridRow[]): GridRow[] {
  const at = rows.findIndex((row) => row.id === parentId);
  if (at < 0) return [...rows, ...added];
  return [...rows.slice(0, at + 1), ...added, ...rows.slice(at + 1)];
}
