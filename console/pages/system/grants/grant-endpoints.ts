import type { GrantOwnerField } from './grant-selection';
import { ROLE_URLS } from '../roles/role-record';

/** Where one kind of owner (a role, a department) has its permission grants read and saved. */
export interface GrantEndpoints {
  /** Every menu and button, answered as `{ treeList }`; the same tree for every owner. */
  tree: string;
  /** The owner's granted permission ids. */
  grants: string;
  save: string;
  ownerField: GrantOwnerField;
}

/** Whose grants the drawer shows: the id the server knows and the name its title gives. */
export interface GrantOwner {
  id: string;
  name: string;
}

export const ROLE_GRANTS: GrantEndpoints = {
  tree: ROLE_URLS.grantTree,
  grants: ROLE_URLS.grants,
  save: ROLE_URLS.saveGrants,
  ownerField: 'roleId',
};
