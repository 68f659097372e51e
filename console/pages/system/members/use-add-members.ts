import { useState } from 'react';
import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useNotice } from '../../../../elements/core/ui';
import type { PickerUser } from '../../../../elements/pickers';

/** The columns of a group's member list (a role's, a department's users). */
export const MEMBER_FIELDS = ['username', 'realname', 'sex', 'phone', 'status', 'createTime'] as const;

export interface AddMembersState {
  pickerOpen: boolean;
  adding: boolean;
  openPicker: () => void;
  closePicker: () => void;
  /** Adds the users chosen in the picker; the picker stays open with its choice when the server refuses. */
  add: (users: readonly PickerUser[]) => Promise<void>;
}

/**
 * Adding users chosen in the user picker to a group: `url` takes `bodyFor(userIds)` (JeecgBoot's
 * `{ roleId | depId, userIdList }`); `onAdded` runs once the server accepted them.
 */
export function useAddMembers(
  url: string,
  bodyFor: (userIds: string[]) => Record<string, unknown>,
  onAdded: () => void,
): AddMembersState {
  const { message } = useNotice();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [adding, setAdding] = useState(false);

  const add = async (users: readonly PickerUser[]) => {
    if (!users.length) {
      setPickerOpen(false);
      return;
    }
    setAdding(true);
    try {
      const answer = await httpAction(url, bodyFor(users.map((user) => user.id)), 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      setPickerOpen(false);
      onAdded();
    } catch {
      // The HTTP client has shown why; the picker stays open with its choice.
    } finally {
      setAdding(false);
    }
  };

  return { pickerOpen, adding, openPicker: () => setPickerOpen(true), closePicker: () => setPickerOpen(false), add };
}
