import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import { useListPage, type ListPageState } from '../../../../elements/list';
import type { PickerUser } from '../../../../elements/pickers';
import type { UserRecord } from '../users/user-record';
import { ROLE_URLS, type RoleRecord } from './role-record';

const MEMBER_FIELDS = ['username', 'realname', 'sex', 'phone', 'status', 'createTime'] as const;

export interface RoleUsersState {
  list: ListPageState<UserRecord>;
  pickerOpen: boolean;
  adding: boolean;
  openPicker: () => void;
  closePicker: () => void;
  /** Adds the users chosen in the picker to the role; the picker stays open when the server refuses. */
  add: (users: readonly PickerUser[]) => Promise<void>;
}

/** The users of one role: their list (filtered by username and real name), adding and removing them. */
export function useRoleUsers(role: RoleRecord): RoleUsersState {
  const { message } = useNotice();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [adding, setAdding] = useState(false);
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

  const add = async (users: readonly PickerUser[]) => {
    if (!users.length) {
      setPickerOpen(false);
      return;
    }
    setAdding(true);
    try {
      const answer = await httpAction(ROLE_URLS.addUsers, { roleId: role.id, userIdList: users.map((user) => user.id) }, 'post');
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
