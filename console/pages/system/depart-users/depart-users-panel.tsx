import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, ListPage, type ListColumn } from '../../../../elements/list';
import { USER_PICKER_WIDTH, type PickerUser } from '../../../../elements/pickers';
import { UserPickerDialog } from '../../../../elements/pickers/user-picker/user-picker-dialog';
import type { DepartRecord } from '../departs/depart-record';
import type { UserRecord } from '../users/user-record';
import { DEPART_USER_PERMISSIONS } from './depart-user-record';
import { useDepartUserRemoval } from './use-depart-user-removal';
import { useDepartUsers } from './use-depart-users';

const NONE_CHOSEN: readonly PickerUser[] = [];

/** The chosen department's users: queried by account and name, linked from the user picker, removed one by one or in batch. */
export function DepartUsersPanel({ depart }: { depart: DepartRecord }): ReactElement {
  const { t } = useTranslation();
  const members = useDepartUsers(depart);
  const { list } = members;
  const removal = useDepartUserRemoval(depart, list);
  const mayAdd = buttonAllowed(DEPART_USER_PERMISSIONS.add);
  const mayRemove = buttonAllowed(DEPART_USER_PERMISSIONS.remove);

  const columns: ListColumn<UserRecord>[] = [
    { key: 'username', title: t('system.user.username'), sortable: true },
    { key: 'realname', title: t('system.user.realname'), sortable: true },
    { key: 'sex', title: t('system.user.sex') },
    { key: 'phone', title: t('system.user.phone') },
    { key: 'status', title: t('system.user.status') },
    ...(mayRemove
      ? [
          {
            key: 'actions',
            title: t('list.actions'),
            render: (user: UserRecord) => (
              <ActionRow role="group" aria-label={t('system.departUser.rowActions', { name: user.username })}>
                <LinkButton type="button" data-danger="" onClick={() => void removal.removeOne(user)}>
                  {t('system.departUser.remove')}
                </LinkButton>
              </ActionRow>
            ),
          },
        ]
      : []),
  ];

  const queryFields = (['username', 'realname'] as const).map((field) => (
    <label key={field}>
      {t(`system.user.${field}`)}
      <Input value={String(list.query[field] ?? '')} autoComplete="off" onChange={(event) => list.setQueryValue(field, event.target.value)} />
    </label>
  ));

  return (
    <>
      <ListPage
        list={list}
        title={t('system.departUser.listTitle', { name: depart.departName })}
        columns={columns}
        queryFields={queryFields}
        selectable={mayRemove}
        rowLabel={(user) => user.username}
        toolbarExtra={
          <>
            {mayAdd && (
              <Button type="primary" loading={members.adding} onClick={members.openPicker}>
                {t('system.departUser.addExisting')}
              </Button>
            )}
            {mayRemove && list.selectedKeys.length > 0 && (
              <Button danger onClick={() => void removal.removeSelected()}>
                {t('system.departUser.removeSelected', { count: list.selectedKeys.length })}
              </Button>
            )}
          </>
        }
      />
      <UserPickerDialog
        open={members.pickerOpen}
        multiple
        storeField="id"
        chosen={NONE_CHOSEN}
        width={USER_PICKER_WIDTH}
        onConfirm={(users) => void members.add(users)}
        onCancel={members.closePicker}
      />
    </>
  );
}
