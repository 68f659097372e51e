import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Drawer, Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, ListPage, type ListColumn } from '../../../../elements/list';
import { USER_PICKER_WIDTH, type PickerUser } from '../../../../elements/pickers';
import { UserPickerDialog } from '../../../../elements/pickers/user-picker/user-picker-dialog';
import type { UserRecord } from '../users/user-record';
import { ROLE_PERMISSIONS, type RoleRecord } from './role-record';
import { useRoleUsers } from './use-role-users';

const NONE_CHOSEN: readonly PickerUser[] = [];

/** 角色用户 (the role page's 用户 action): the role's users, added from the user picker and removed one by one or in batch. */
export function RoleUsersDrawer({ role, onClose }: { role: RoleRecord | null; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Drawer open={role !== null} title={role ? t('system.roleUser.title', { name: role.roleName }) : ''} width={800} destroyOnClose onClose={onClose}>
      {role && <RoleUsers role={role} />}
    </Drawer>
  );
}

function RoleUsers({ role }: { role: RoleRecord }): ReactElement {
  const { t } = useTranslation();
  const members = useRoleUsers(role);
  const { list } = members;
  const mayChange = buttonAllowed(ROLE_PERMISSIONS.users);

  const columns: ListColumn<UserRecord>[] = [
    { key: 'username', title: t('system.user.username'), sortable: true },
    { key: 'realname', title: t('system.user.realname'), sortable: true },
    { key: 'sex', title: t('system.user.sex') },
    { key: 'phone', title: t('system.user.phone') },
    { key: 'status', title: t('system.user.status') },
    ...(mayChange
      ? [
          {
            key: 'actions',
            title: t('list.actions'),
            render: (user: UserRecord) => (
              <ActionRow role="group" aria-label={t('system.roleUser.rowActions', { name: user.username })}>
                <LinkButton type="button" data-danger="" onClick={() => void list.remove(user.id)}>
                  {t('system.roleUser.unlink')}
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
        title={t('system.roleUser.title', { name: role.roleName })}
        columns={columns}
        queryFields={queryFields}
        permissions={{ batchDelete: ROLE_PERMISSIONS.users }}
        selectable={mayChange}
        rowLabel={(user) => user.username}
        toolbarExtra={
          mayChange && (
            <Button type="primary" loading={members.adding} onClick={members.openPicker}>
              {t('system.roleUser.addExisting')}
            </Button>
          )
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
