import { ROLE_GRANTS, type GrantEndpoints } from '../grants/grant-endpoints';
import { DEPART_URLS } from './depart-record';

/**
 * 部门权限: what a department may hand out to its roles. The tree is the role grant's one (as in
 * JeecgBoot), every menu and button; the server refuses what the caller does not hold.
 */
export const DEPART_GRANTS: GrantEndpoints = {
  tree: ROLE_GRANTS.tree,
  grants: DEPART_URLS.grants,
  save: DEPART_URLS.saveGrants,
  ownerField: 'departId',
};
