import { useEffect, useRef, useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { useListPage, type ListPageState } from '../../../../elements/list';
import type { PickerUser } from '../../../../elements/pickers';
import type { DepartRecord } from '../departs/depart-record';
import type { UserRecord } from '../users/user-record';
import { DEPART_USER_URLS } from './depart-user-record';

const MEMBER_FIELDS = ['username', 'realname', 'sex', 'phone', 'status', 'createTime'] as const;

export interface DepartUsersState {
  list: ListPageState<UserRecord>;
  pickerOpen: boolean;
  adding: boolean;
  openPicker: () => void;
  closePicker: () => void;
  /** Links the users chosen in the picker; the picker stays open with its choice when the server refuses. */
  add: (users: readonly PickerUser[]) => Promise<void>;
}

/**
 * The users of the chosen department: their list (filtered by account and name), and linking
 * users from the picker. One list follows the department chosen, so what was typed in the query
 * stays when another department is chosen.
 */
export function useDepartUsers(depart: DepartRecord): DepartUsersState {
  const { message } = useNotice();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const list = useListPage<UserRecord>({
    urls: { list: DEPART_USER_URLS.list },
    fixedParams: { depId: depart.id },
    fields: MEMBER_FIELDS,
    likeFields: ['username', 'realname'],
  });

  // Another department starts on its first page with nothing selected.
  const shownDepart = useRef(depart.id);
  useEffect(() => {
    if (shownDepart.current === depart.id) return;
    shownDepart.current = depart.id;
    list.clearSelection();
    list.changePage(1, list.pageSize);
  }, [depart.id]);

  const add = async (users: readonly PickerUser[]) => {
    if (!users.length) {
      setPickerOpen(false);
      return;
    }
    setAdding(true);
    try {
      const answer = await httpAction(DEPART_USER_URLS.add, { depId: depart.id, userIdList: users.map((user) => user.id) }, 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setPickerOpen(false);
      list.reload();
    } catch {
      // The HTTP client has shown why; the picker stays open with its choice.
    } finally {
      setAdding(false);
    }
  };

  return { list, pickerOpen, adding, openPicker: () => setPickerOpen(true), closePicker: () => setPickerOpen(false), add };
}
