import { getAction, requireSuccess } from '../../core/http';
import type { TreeValueFields, TreeValueNode } from '../shared/tree-value';

/** Category tree node (spec 3.3): key, value, label/name, leaf, children. */
interface CategoryAnswer {
  key: string;
  value?: string;
  title?: string;
  label?: string;
  name?: string;
  leaf?: boolean;
}

const toNode = (answer: CategoryAnswer): TreeValueNode => {
  const leaf = Boolean(answer.leaf);
  return {
    key: answer.key,
    value: answer.value ?? answer.key,
    title: answer.title ?? answer.label ?? answer.name ?? '',
    isLeaf: leaf,
    children: leaf ? [] : undefined,
  };
};

export interface CategoryTree {
  /** The code of the category whose children are the top level; none for the roots. */
  pcode?: string;
  /** A JSON object string of column -> value, already checked. */
  condition?: string;
}

/** The top level: loadTreeRoot (async, pcode), or loadTreeData when a condition narrows it. */
export async function loadCategoryRoots(tree: CategoryTree): Promise<TreeValueNode[]> {
  const answer = tree.condition
    ? await getAction<CategoryAnswer[]>('/sys/category/loadTreeData', {
        pcode: tree.pcode ?? '',
        condition: tree.condition,
      })
    : await getAction<CategoryAnswer[]>('/sys/category/loadTreeRoot', { async: true, pcode: tree.pcode ?? '' });
  return (requireSuccess(answer) ?? []).map(toNode);
}

/** The children of a category: loadTreeChildren, or loadTreeData with the condition. */
export async function loadCategoryChildren(tree: CategoryTree, pid: string): Promise<TreeValueNode[]> {
  const answer = tree.condition
    ? await getAction<CategoryAnswer[]>('/sys/category/loadTreeData', { pid, condition: tree.condition })
    : await getAction<CategoryAnswer[]>('/sys/category/loadTreeChildren', { pid });
  return (requireSuccess(answer) ?? []).map(toNode);
}

/** The names of stored category ids (`/sys/category/loadDictItem/?ids=`), one per id even for a deleted one. */
export async function echoCategories(values: readonly string[]): Promise<TreeValueFields[]> {
  const names =
    requireSuccess(
      await getAction<string[]>('/sys/category/loadDictItem/', { ids: values.join(','), delNotExist: false }),
    ) ?? [];
  return values.map((value, index) => ({ value, title: names[index] ?? value }));
}
