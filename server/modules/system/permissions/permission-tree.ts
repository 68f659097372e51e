import type { PermissionRow } from '../../../access';
import { seededText } from '../../../i18n';
import type { PermissionTreeNode } from '../../../../wire';

/** JeecgBoot's SysPermissionTree, as the console reads it. */
export type PermissionNode = PermissionTreeNode;

/** JeecgBoot's TreeModel: what the role and department grant trees draw and check. */
export interface GrantNode {
  key: string;
  title: string;
  slotTitle: string;
  value: string;
  label: string;
  icon: string | null;
  parentId: string | null;
  isLeaf: boolean;
  ruleFlag: 0 | 1;
  children?: GrantNode[];
}

/** What the builders need besides the rows: which entries have children and which have data rules. */
export interface TreeFacts {
  parents: ReadonlySet<string>;
  withRules: ReadonlySet<string>;
}

export function factsOf(rows: readonly PermissionRow[], withRules: ReadonlySet<string>): TreeFacts {
  return { parents: new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : []))), withRules };
}

export function permissionNode(row: PermissionRow, facts: TreeFacts): PermissionNode {
  return {
    id: row.id,
    key: row.id,
    // The tree shows the title in the request's language; `name` is what the edit form saves back, as stored.
    title: seededText('menu', row.name),
    parentId: row.parentId,
    name: row.name,
    perms: row.perms,
    permsType: row.permsType,
    icon: row.icon,
    component: row.component,
    componentName: row.componentName,
    url: row.url,
    redirect: row.redirect,
    sortNo: row.sortNo,
    menuType: row.menuType,
    isLeaf: !facts.parents.has(row.id),
    route: Boolean(row.isRoute),
    keepAlive: Boolean(row.keepAlive),
    alwaysShow: Boolean(row.alwaysShow),
    hidden: Boolean(row.hidden),
    internalOrExternal: Boolean(row.internalOrExternal),
    description: row.description,
    status: row.status,
    delFlag: row.delFlag,
    ruleFlag: facts.withRules.has(row.id) ? 1 : 0,
    createBy: row.createBy,
    createTime: row.createTime,
    updateBy: row.updateBy,
    updateTime: row.updateTime,
  };
}

function grantNode(row: PermissionRow, facts: TreeFacts): GrantNode {
  return {
    key: row.id,
    title: seededText('menu', row.name),
    slotTitle: seededText('menu', row.name),
    value: row.id,
    label: seededText('menu', row.name),
    icon: row.icon,
    parentId: row.parentId,
    isLeaf: !facts.parents.has(row.id),
    ruleFlag: facts.withRules.has(row.id) ? 1 : 0,
  };
}

/**
 * Nests rows (already in `sortNo` order) under their parents. A row whose parent is not among
 * the rows is a root: a department's grant tree keeps a granted page even when its menu is not.
 */
function nest<N extends { children?: N[] }>(rows: readonly PermissionRow[], toNode: (row: PermissionRow) => N): N[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): N[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const node = toNode(row);
      const children = build(row.id);
      return children.length ? { ...node, children } : node;
    });
  return build(null);
}

export function permissionTree(rows: readonly PermissionRow[], facts: TreeFacts): PermissionNode[] {
  return nest(rows, (row) => permissionNode(row, facts));
}

export function grantTree(rows: readonly PermissionRow[], facts: TreeFacts): GrantNode[] {
  return nest(rows, (row) => grantNode(row, facts));
}
