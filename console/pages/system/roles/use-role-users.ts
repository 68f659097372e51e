import { useListPage, type ListPageState } from '../../../../elements/list';
import { MEMBER_FIELDS, useAddMembers, type AddMembersState } from '../members/use-add-members';
import type { UserRecord } from '../users/user-record';
import { ROLE_URLS, type RoleRecord } from './role-record';

export interface RoleUsersState extends AddMembersState {
  list: ListPageState<UserRecord>;
}

/** The users of one role: their list (filtered by username and real name), adding and removing them. */
export function useRoleUsers(role: RoleRecord): RoleUsersState {
  const list = useListPage<UserRecord>({
    urls: { list: ROLE_URLS.users, delete: ROLE_URLS.removeUser, deleteBatch: ROLE_URLS.removeUsers },
    fixedParams: { roleId: role.id },
    fields: MEMBER_FIELDS,
    likeFields: ['username', 'realname'],
    deleteParams: {
      one: (userId) => ({ roleId: role.id, userId }),
      many: (userIds) => ({ roleId: role.id, userIds: userIds.join(',') }),
    },
  });
  const adding = useAddMembers(ROLE_URLS.addUsers, (userIdList) => ({ roleId: role.id, userIdList }), list.reload);
  return { list, ...adding };
}
