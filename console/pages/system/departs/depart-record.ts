/** A department node of `/sys/sysDepart/queryTreeList` (JeecgBoot's SysDepartTreeModel). */
export interface DepartRecord {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  /** '1' company, '2' department, '3' post (the org_category dictionary). */
  orgCategory: string | null;
  departOrder: number | null;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  children?: DepartRecord[];
}

export const DEPART_URLS = {
  tree: '/sys/sysDepart/queryTreeList',
  add: '/sys/sysDepart/add',
  edit: '/sys/sysDepart/edit',
  delete: '/sys/sysDepart/delete',
  exportXls: '/sys/sysDepart/exportXls',
  grants: '/sys/permission/queryDepartPermission',
  saveGrants: '/sys/permission/saveDepartPermission',
} as const;

export const DEPART_PERMISSIONS = {
  add: 'depart:add',
  edit: 'depart:edit',
  delete: 'depart:delete',
  export: 'depart:export',
  authorize: 'depart:authorize',
} as const;

/** Finds a department anywhere in the tree. */
export function findDepart(nodes: readonly DepartRecord[], id: string): DepartRecord | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findDepart(node.children ?? [], id);
    if (below) return below;
  }
  return null;
}
