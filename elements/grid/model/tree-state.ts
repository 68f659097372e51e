import { EMPTY_SHAPE, type TreeShape } from './tree-rows';

/** What the given rows say of the tree: each row's parent and the nodes whose children came with them. */
export type TreeLevels = Pick<TreeShape, 'parentOf' | 'known'>;

/**
 * The tree table's part of the grid state: what the given rows say of the tree (a restart goes
 * back to it), the shape as expanded and loaded since, and the nodes whose children are being
 * loaded (asked for once, however often the node is toggled meanwhile).
 */
export interface TreeState {
  readonly given: TreeLevels;
  readonly shape: TreeShape;
  readonly loading: ReadonlySet<string>;
}

const NOTHING_LOADING: ReadonlySet<string> = new Set();

export const NO_TREE: TreeState = { given: EMPTY_SHAPE, shape: EMPTY_SHAPE, loading: NOTHING_LOADING };

/** A tree of freshly given rows: every node collapsed, nothing loading. */
export function startTree(levels: TreeLevels | undefined): TreeState {
  if (!levels) return NO_TREE;
  return {
    given: levels,
    shape: { parentOf: levels.parentOf, known: levels.known, expanded: new Set() },
    loading: NOTHING_LOADING,
  };
}

/** Back to the tree of the given rows (a form's reset drops the loaded levels with their rows). */
export function restartTree(tree: TreeState): TreeState {
  return tree === NO_TREE ? tree : startTree(tree.given);
}

/** Whether expanding `id` has to ask for its children: they are neither known nor asked for already. */
export function needsChildren(tree: TreeState, id: string): boolean {
  return !tree.shape.known.has(id) && !tree.loading.has(id);
}

const withId = (ids: ReadonlySet<string>, id: string) => (ids.has(id) ? ids : new Set([...ids, id]));

function withoutId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!ids.has(id)) return ids;
  const kept = new Set(ids);
  kept.delete(id);
  return kept;
}

/** Opens a node; with `load`, its children are asked for (when they still need to be). */
export function expandNode(tree: TreeState, id: string, load: boolean): TreeState {
  const expanded = withId(tree.shape.expanded, id);
  const loading = load && needsChildren(tree, id) ? withId(tree.loading, id) : tree.loading;
  if (expanded === tree.shape.expanded && loading === tree.loading) return tree;
  return { ...tree, shape: { ...tree.shape, expanded }, loading };
}

export function collapseNode(tree: TreeState, id: string): TreeState {
  const expanded = withoutId(tree.shape.expanded, id);
  return expanded === tree.shape.expanded ? tree : { ...tree, shape: { ...tree.shape, expanded } };
}

/**
 * A node's children arrived: their parents and inline levels join the shape and the node is
 * known (with no children it is a leaf, its expander goes). Answers `undefined` when the node
 * is not loading: the rows were replaced since it was asked for, and the answer is dropped.
 */
export function childrenArrived(tree: TreeState, parentId: string, level: TreeLevels): TreeState | undefined {
  if (!tree.loading.has(parentId)) return undefined;
  return {
    ...tree,
    shape: {
      parentOf: new Map([...tree.shape.parentOf, ...level.parentOf]),
      known: new Set([...tree.shape.known, ...level.known, parentId]),
      expanded: tree.shape.expanded,
    },
    loading: withoutId(tree.loading, parentId),
  };
}

/** A node's children could not be loaded: it closes, and a next expansion asks again. */
export function childrenFailed(tree: TreeState, parentId: string): TreeState {
  if (!tree.loading.has(parentId)) return tree;
  return {
    ...tree,
    shape: { ...tree.shape, expanded: withoutId(tree.shape.expanded, parentId) },
    loading: withoutId(tree.loading, parentId),
  };
}
