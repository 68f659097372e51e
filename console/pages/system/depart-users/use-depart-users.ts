import { useEffect, useRef } from 'react';
import { useListPage, type ListPageState } from '../../../../elements/list';
import type { DepartRecord } from '../departs/depart-record';
import { MEMBER_FIELDS, useAddMembers, type AddMembersState } from '../members/use-add-members';
import type { UserRecord } from '../users/user-record';
import { DEPART_USER_URLS } from './depart-user-record';

export interface DepartUsersState extends AddMembersState {
  list: ListPageState<UserRecord>;
}

/**
 * The users of the chosen department: their list (filtered by account and name), and linking
 * users from the picker. One list follows the department chosen, so what was typed in the query
 * stays when another department is chosen.
 */
export function useDepartUsers(depart: DepartRecord): DepartUsersState {
  const list = useListPage<UserRecord>({
    urls: { list: DEPART_USER_URLS.list },
    fixedParams: { depId: depart.id },
    fields: MEMBER_FIELDS,
    likeFields: ['username', 'realname'],
  });

  // Another department starts on its first page with nothing selected.
  const shownDepart = useRef(depart.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another department resets the page; the list's functions are new on each render
  useEffect(() => {
    if (shownDepart.current === depart.id) return;
    shownDepart.current = depart.id;
    list.clearSelection();
    list.changePage(1, list.pageSize);
  }, [depart.id]);

  const adding = useAddMembers(DEPART_USER_URLS.add, (userIdList) => ({ depId: depart.id, userIdList }), list.reload);
  return { list, ...adding };
}
