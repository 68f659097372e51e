import type { TreeNode } from '../../core/ui';

/** A node of a tree select: `value` is what is stored, `title` what is shown. */
export interface TreeValueFields {
  value: string;
  [field: string]: unknown;
}

export type TreeValueNode = TreeNode<TreeValueFields>;
