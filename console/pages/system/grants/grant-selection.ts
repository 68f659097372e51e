import type { GrantTreeNode } from '../roles/role-record';

/** The name of the owner's id in a grant load query and save body (JeecgBoot's). */
export type GrantOwnerField = 'roleId' | 'departId';

/** Every key of the tree, depth first (the grant drawer's "check all"). */
export function allGrantKeys(nodes: readonly GrantTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allGrantKeys(node.children ?? [])]);
}

/**
 * What a save sends: the checked ids and the ids loaded when the drawer opened, both as comma
 * lists, so the server applies only the difference (an entry granted meanwhile is kept).
 */
export function grantSaveBody(
  ownerId: string,
  checked: readonly string[],
  loaded: readonly string[],
  ownerField: GrantOwnerField = 'roleId',
): Record<string, string> {
  return {
    [ownerField]: ownerId,
    permissionIds: [...new Set(checked)].join(','),
    lastpermissionIds: [...new Set(loaded)].join(','),
  };
}
