import type { Depart } from '../../system';

/** JeecgBoot's SysDepartTreeModel: the department with the keys its tree components read. */
export type DepartNode = Depart & {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNode[];
};

/** JeecgBoot's DepartIdModel: the slim tree of the department selects. */
export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children?: DepartIdNode[];
}

export function departNode(depart: Depart, isLeaf: boolean): DepartNode {
  return { ...depart, key: depart.id, value: depart.id, title: depart.departName, isLeaf };
}

/** Parent ids that have children among the given departments. */
export function parentIds(departs: readonly Depart[]): Set<string> {
  return new Set(departs.flatMap((depart) => (depart.parentId ? [depart.parentId] : [])));
}

/**
 * Nests departments (in tree order) under their parents. `roots` names the tops to start from;
 * by default every department whose parent is not among them.
 */
export function departTree(departs: readonly Depart[], roots?: readonly string[]): DepartNode[] {
  const ids = new Set(departs.map((d) => d.id));
  const parents = parentIds(departs);
  const childrenOf = new Map<string, Depart[]>();
  for (const depart of departs)
    if (depart.parentId) childrenOf.set(depart.parentId, [...(childrenOf.get(depart.parentId) ?? []), depart]);
  const build = (depart: Depart, seen: Set<string>): DepartNode => {
    const node = departNode(depart, !parents.has(depart.id));
    const children = (childrenOf.get(depart.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .map((child) => build(child, new Set([...seen, child.id])));
    return children.length ? { ...node, children } : node;
  };
  const tops = roots
    ? departs.filter((d) => roots.includes(d.id))
    : departs.filter((d) => !d.parentId || !ids.has(d.parentId));
  return tops.map((top) => build(top, new Set([top.id])));
}

export function idTree(nodes: readonly DepartNode[]): DepartIdNode[] {
  return nodes.map((node) => ({
    key: node.id,
    value: node.id,
    title: node.departName,
    ...(node.children ? { children: idTree(node.children) } : {}),
  }));
}
