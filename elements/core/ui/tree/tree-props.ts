import type { CSSProperties, ReactNode } from 'react';
import type { CheckMode, TreeKey, TreeNode } from './tree-node';
import type { LoadData } from './use-lazy-children';

export interface TreeProps<E extends object = object> {
  treeData: readonly TreeNode<E>[];
  expandedKeys?: TreeKey[];
  defaultExpandedKeys?: TreeKey[];
  defaultExpandAll?: boolean;
  onExpand?: (expandedKeys: TreeKey[], info: { node: TreeNode<E>; expanded: boolean }) => void;
  /** Fetches a node's children on its first expansion; a spinner shows meanwhile. */
  loadData?: LoadData<E>;
  checkable?: boolean;
  /** Parent-child linked (default) or independent check boxes. */
  checkMode?: CheckMode;
  checkedKeys?: TreeKey[];
  defaultCheckedKeys?: TreeKey[];
  onCheck?: (checkedKeys: TreeKey[], info: { node: TreeNode<E>; checked: boolean; halfCheckedKeys: TreeKey[] }) => void;
  /** Defaults to true. */
  selectable?: boolean;
  multiple?: boolean;
  selectedKeys?: TreeKey[];
  defaultSelectedKeys?: TreeKey[];
  onSelect?: (selectedKeys: TreeKey[], info: { node: TreeNode<E>; selected: boolean }) => void;
  /** Text to highlight in titles (pair with `filterTree` to also cut the tree down). */
  searchValue?: string;
  titleRender?: (node: TreeNode<E>) => ReactNode;
  /**
   * The most the tree grows to (px): beyond it, it scrolls and draws only the rows in view.
   * Every row is 28 px high (TREE_ROW_HEIGHT), so a `titleRender` must fit one line.
   */
  height?: number;
  /** The tree element's id, e.g. for a combobox's aria-controls. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}
