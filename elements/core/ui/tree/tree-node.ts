export type TreeKey = string | number;

interface TreeNodeFields<E extends object> {
  key: TreeKey;
  title: string;
  /** `undefined` with `loadData` means "not loaded yet"; an empty list means a leaf. */
  children?: Array<TreeNode<E>>;
  isLeaf?: boolean;
  /** Neither selectable nor checkable; its check box keeps its state in linked mode. */
  disabled?: boolean;
  disableCheckbox?: boolean;
  selectable?: boolean;
}

/** A node of the tree; business fields (e.g. a department's orgCode) ride along through `E`. */
export type TreeNode<E extends object = object> = TreeNodeFields<E> & E;

/** Parent-child linked checking (a parent is checked when all its children are) or independent boxes. */
export type CheckMode = 'linked' | 'unlinked';

export interface CheckState {
  checked: TreeKey[];
  halfChecked: TreeKey[];
}
