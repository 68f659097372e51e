import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Drawer } from '../../../../elements/core/ui';
import { ListPage } from '../../../../elements/list';
import { MemberPicker, MemberQueryFields, useMemberColumns } from '../members/member-list-parts';
import { ROLE_PERMISSIONS, type RoleRecord } from './role-record';
import { useRoleUsers } from './use-role-users';

/** 角色用户 (the role page's 用户 action): the role's users, added from the user picker and removed one by one or in batch. */
export function RoleUsersDrawer({ role, onClose }: { role: RoleRecord | null; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Drawer
      open={role !== null}
      title={role ? t('system.roleUser.title', { name: role.roleName }) : ''}
      width={800}
      destroyOnClose
      onClose={onClose}
    >
      {role && <RoleUsers role={role} />}
    </Drawer>
  );
}

function RoleUsers({ role }: { role: RoleRecord }): ReactElement {
  const { t } = useTranslation();
  const members = useRoleUsers(role);
  const { list } = members;
  const mayChange = buttonAllowed(ROLE_PERMISSIONS.users);

  const columns = useMemberColumns(
    mayChange
      ? {
          text: t('system.roleUser.unlink'),
          groupLabel: (user) => t('system.roleUser.rowActions', { name: user.username }),
          remove: (user) => void list.remove(user.id),
        }
      : null,
  );

  return (
    <>
      <ListPage
        list={list}
        title={t('system.roleUser.title', { name: role.roleName })}
        columns={columns}
        queryFields={<MemberQueryFields list={list} />}
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
      <MemberPicker members={members} />
    </>
  );
}
