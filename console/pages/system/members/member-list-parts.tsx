import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, type ListColumn, type ListPageState } from '../../../../elements/list';
import { USER_PICKER_WIDTH, type PickerUser } from '../../../../elements/pickers';
import { UserPickerDialog } from '../../../../elements/pickers/user-picker/user-picker-dialog';
import type { AddMembersState } from './use-add-members';
import type { UserRecord } from '../users/user-record';

const NONE_CHOSEN: readonly PickerUser[] = [];

/** A member row's one action: taking the user out of the group. */
export interface MemberRemoval {
  /** The action's text (取消关联, 移除). */
  text: string;
  /** The row's action group's name, for assistive technology. */
  groupLabel: (user: UserRecord) => string;
  remove: (user: UserRecord) => void;
}

/** The columns of a group's member list; with `removal`, an actions column that removes the row's user. */
export function useMemberColumns(removal: MemberRemoval | null): ListColumn<UserRecord>[] {
  const { t } = useTranslation();
  const columns: ListColumn<UserRecord>[] = [
    { key: 'username', title: t('system.user.username'), sortable: true },
    { key: 'realname', title: t('system.user.realname'), sortable: true },
    { key: 'sex', title: t('system.user.sex') },
    { key: 'phone', title: t('system.user.phone') },
    { key: 'status', title: t('system.user.status') },
  ];
  if (!removal) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('console.page.actionsColumn'),
      render: (user: UserRecord) => (
        <ActionRow role="group" aria-label={removal.groupLabel(user)}>
          <LinkButton type="button" data-danger="" onClick={() => removal.remove(user)}>
            {removal.text}
          </LinkButton>
        </ActionRow>
      ),
    },
  ];
}

/** The member list's query bar: account and name. */
export function MemberQueryFields({ list }: { list: ListPageState<UserRecord> }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      {(['username', 'realname'] as const).map((field) => (
        <label key={field}>
          {t(`system.user.${field}`)}
          <Input
            value={String(list.query[field] ?? '')}
            autoComplete="off"
            onChange={(event) => list.setQueryValue(field, event.target.value)}
          />
        </label>
      ))}
    </>
  );
}

/** The user picker that adds members: several at once, starting from none chosen. */
export function MemberPicker({ members }: { members: AddMembersState }): ReactElement {
  return (
    <UserPickerDialog
      open={members.pickerOpen}
      multiple
      storeField="id"
      chosen={NONE_CHOSEN}
      width={USER_PICKER_WIDTH}
      onConfirm={(users) => void members.add(users)}
      onCancel={members.closePicker}
    />
  );
}
