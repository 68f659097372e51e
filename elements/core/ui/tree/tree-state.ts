import type { CheckMode, CheckState, TreeKey, TreeNode } from './tree-node';

// Pure tree logic: rendering order, linked checking, filtering and highlighting.

export interface VisibleRow<E extends object> {
  node: TreeNode<E>;
  /** 1 for roots, as aria-level counts. */
  level: number;
  parentKey: TreeKey | null;
  posInSet: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
}

export function hasChildren<E extends object>(node: TreeNode<E>): boolean {
  return !node.isLeaf && (node.children?.length ?? 0) > 0;
}

/**
 * Whether the node may still get children from `loadData`: not marked as a leaf and with no
 * children yet. Once loaded with none, it is a leaf.
 */
export function canLoad<E extends object>(node: TreeNode<E>, loaded: ReadonlySet<TreeKey>): boolean {
  return !node.isLeaf && node.children === undefined && !loaded.has(node.key);
}

/** The rows to draw, top to bottom: every root, and the children of expanded nodes. */
export function visibleRows<E extends object>(
  nodes: readonly TreeNode<E>[],
  expanded: ReadonlySet<TreeKey>,
  lazy: { loaded: ReadonlySet<TreeKey> } | null = null,
): VisibleRow<E>[] {
  const rows: VisibleRow<E>[] = [];
  const walk = (level: readonly TreeNode<E>[], depth: number, parentKey: TreeKey | null) => {
    level.forEach((node, index) => {
      const expandable = hasChildren(node) || (lazy !== null && canLoad(node, lazy.loaded));
      const isOpen = expandable && expanded.has(node.key);
      rows.push({
        node,
        level: depth,
        parentKey,
        posInSet: index + 1,
        setSize: level.length,
        expandable,
        expanded: isOpen,
      });
      if (isOpen && node.children) walk(node.children, depth + 1, node.key);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Children that arrived through `loadData`, put in place of the nodes' missing `children`. */
export function attachLoaded<E extends object>(
  nodes: readonly TreeNode<E>[],
  loaded: ReadonlyMap<TreeKey, readonly TreeNode<E>[]>,
): TreeNode<E>[] {
  if (!loaded.size) return [...nodes];
  return nodes.map((node) => {
    const children = node.children ?? loaded.get(node.key);
    return children === undefined ? node : { ...node, children: attachLoaded(children, loaded) };
  });
}

/** Every node's key, for "expand all". */
export function allKeys<E extends object>(nodes: readonly TreeNode<E>[]): TreeKey[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

const checkable = <E extends object>(node: TreeNode<E>) => !node.disabled && !node.disableCheckbox;

function fillDown<E extends object>(node: TreeNode<E>, checked: Set<TreeKey>): void {
  for (const child of node.children ?? []) {
    if (!checkable(child)) continue;
    checked.add(child.key);
    fillDown(child, checked);
  }
}

/** Bottom-up: a parent is checked when all its checkable children are, half-checked when some are. */
function settleParents<E extends object>(
  nodes: readonly TreeNode<E>[],
  checked: Set<TreeKey>,
  half: Set<TreeKey>,
): void {
  for (const node of nodes) {
    const children = (node.children ?? []).filter(checkable);
    settleParents(node.children ?? [], checked, half);
    if (!children.length || !checkable(node)) continue;
    const all = children.every((child) => checked.has(child.key));
    const some = children.some((child) => checked.has(child.key) || half.has(child.key));
    if (all) checked.add(node.key);
    else checked.delete(node.key);
    if (!all && some) half.add(node.key);
  }
}

/** Linked check state implied by a list of checked keys: checked parents check their subtree, then parents follow children. */
export function conductCheck<E extends object>(nodes: readonly TreeNode<E>[], keys: Iterable<TreeKey>): CheckState {
  const checked = new Set(keys);
  const visit = (level: readonly TreeNode<E>[]) => {
    for (const node of level) {
      if (checked.has(node.key) && checkable(node)) fillDown(node, checked);
      else visit(node.children ?? []);
    }
  };
  visit(nodes);
  const half = new Set<TreeKey>();
  settleParents(nodes, checked, half);
  return { checked: [...checked], halfChecked: [...half] };
}

function pathTo<E extends object>(nodes: readonly TreeNode<E>[], key: TreeKey): TreeNode<E>[] | null {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = pathTo(node.children ?? [], key);
    if (below) return [node, ...below];
  }
  return null;
}

/** The check state after the user (un)checks one node. */
export function toggleCheck<E extends object>(
  nodes: readonly TreeNode<E>[],
  keys: readonly TreeKey[],
  key: TreeKey,
  check: boolean,
  mode: CheckMode,
): CheckState {
  if (mode === 'unlinked') {
    const next = keys.filter((entry) => entry !== key);
    return { checked: check ? [...next, key] : next, halfChecked: [] };
  }
  const path = pathTo(nodes, key);
  const target = path?.at(-1);
  if (!path || !target) return conductCheck(nodes, keys);
  const checked = new Set(conductCheck(nodes, keys).checked);
  const subtree = new Set([target.key]);
  fillDown(target, subtree);
  for (const entry of subtree) {
    if (check) checked.add(entry);
    else checked.delete(entry);
  }
  // Ancestors are recomputed from their children below.
  for (const ancestor of path.slice(0, -1)) checked.delete(ancestor.key);
  const half = new Set<TreeKey>();
  settleParents(nodes, checked, half);
  return { checked: [...checked], halfChecked: [...half] };
}

/** The selection after a click: single mode toggles the one selected node, multiple toggles membership. */
export function toggleSelect(selected: readonly TreeKey[], key: TreeKey, multiple: boolean): TreeKey[] {
  const isSelected = selected.includes(key);
  if (!multiple) return isSelected ? [] : [key];
  return isSelected ? selected.filter((entry) => entry !== key) : [...selected, key];
}

export interface FilteredTree<E extends object> {
  nodes: TreeNode<E>[];
  /** Ancestors of the matches, to expand so every match shows. */
  expandedKeys: TreeKey[];
}

/**
 * The tree cut down to nodes whose title contains the keyword (ignoring case), with their
 * ancestors; a matching node keeps its whole subtree, so what lies below it can still be reached.
 * Every ancestor of every match is to be expanded, matches inside a kept subtree included: a
 * keyword that also names the root would otherwise show the root alone, closed over the rest.
 * An empty keyword keeps everything.
 */
export function filterTree<E extends object>(nodes: readonly TreeNode<E>[], keyword: string): FilteredTree<E> {
  const text = keyword.trim().toLowerCase();
  if (!text) return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: TreeKey[] = [];
  const matches = (node: TreeNode<E>) => node.title.toLowerCase().includes(text);
  // Lists the nodes of a kept subtree to expand; true when something in `level` matches.
  const openTo = (level: readonly TreeNode<E>[]): boolean =>
    level.reduce((found, node) => {
      const below = openTo(node.children ?? []);
      if (below) expandedKeys.push(node.key);
      return found || below || matches(node);
    }, false);
  const keep = (level: readonly TreeNode<E>[]): TreeNode<E>[] =>
    level.flatMap((node) => {
      if (matches(node)) {
        if (openTo(node.children ?? [])) expandedKeys.push(node.key);
        return [node];
      }
      const children = keep(node.children ?? []);
      if (!children.length) return [];
      expandedKeys.push(node.key);
      return [{ ...node, children }];
    });
  return { nodes: keep(nodes), expandedKeys };
}

export interface TitleSegment {
  text: string;
  match: boolean;
}

/** The title cut into plain and matching parts, every occurrence of the keyword, ignoring case. */
export function titleSegments(title: string, keyword: string): TitleSegment[] {
  const text = keyword.trim();
  if (!text) return [{ text: title, match: false }];
  const lower = title.toLowerCase();
  const needle = text.toLowerCase();
  const segments: TitleSegment[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) segments.push({ text: title.slice(from, at), match: false });
    segments.push({ text: title.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < title.length) segments.push({ text: title.slice(from), match: false });
  return segments;
}
