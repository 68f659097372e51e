import { getAction, requireSuccess } from '../../core/http';
import type { TreeNode } from '../../core/ui';

/** Department node (spec 3.3): id, key, title, children, pid; also departName, orgCode. */
export interface DepartFields {
  id: string;
  departName: string;
  orgCode?: string;
  parentId?: string | null;
  [field: string]: unknown;
}

export type DepartNode = TreeNode<DepartFields>;

interface DepartAnswer extends DepartFields {
  key?: string;
  title?: string;
  isLeaf?: boolean;
}

/** One level of the department tree: the roots, or the children of `pid`. */
export async function loadDepartLevel(pid?: string): Promise<DepartNode[]> {
  const answer = requireSuccess(
    await getAction<DepartAnswer[]>('/sys/sysDepart/queryDepartTreeSync', pid ? { pid } : {}),
  );
  return (answer ?? []).map((depart) => ({
    ...depart,
    key: depart.id,
    title: depart.departName ?? depart.title ?? '',
    isLeaf: Boolean(depart.isLeaf),
    children: depart.isLeaf ? [] : undefined,
  }));
}

interface DepartBranch extends DepartAnswer {
  children?: DepartBranch[];
}

const toNode = ({ children, ...depart }: DepartBranch): DepartNode => ({
  ...depart,
  key: depart.id,
  title: depart.departName ?? depart.title ?? '',
  isLeaf: !children?.length,
  children: (children ?? []).map(toNode),
});

/** The whole department tree (queryTreeList), for the department picker and for echoes. */
export async function departForest(): Promise<DepartNode[]> {
  return (requireSuccess(await getAction<DepartBranch[]>('/sys/sysDepart/queryTreeList')) ?? []).map(toNode);
}

/** Every node of a tree, flat. */
export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flattenDeparts(node.children ?? [])]);
}
