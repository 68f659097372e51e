import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Input } from '../../../../elements/core/ui';
import { ActionRow, LinkButton, ListPage, useListPage, type ListColumn } from '../../../../elements/list';
import { ROLE_GRANTS } from '../grants/grant-endpoints';
import { PermissionGrantDrawer } from '../grants/permission-grant-drawer';
import { RoleFormModal } from './role-form-modal';
import { RoleUsersDrawer } from './role-users-drawer';
import { ROLE_PERMISSIONS, ROLE_URLS, type RoleRecord } from './role-record';
import { usePermissionGrants } from '../grants/use-permission-grants';
import { useRoleForm } from './use-role-form';

const ROLE_FIELDS = ['roleName', 'roleCode', 'description', 'createTime'] as const;

/** 角色管理 (menu component `system/RoleList`): roles, their forms, their permission grants and their users. */
export function RoleList(): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<RoleRecord>({
    urls: {
      list: ROLE_URLS.list,
      delete: ROLE_URLS.delete,
      deleteBatch: ROLE_URLS.deleteBatch,
      exportXls: ROLE_URLS.exportXls,
      importExcel: ROLE_URLS.importExcel,
    },
    exportFileName: t('system.role.title'),
    fields: ROLE_FIELDS,
    likeFields: ['roleName'],
  });
  const form = useRoleForm(list.reload);
  const grants = usePermissionGrants(ROLE_GRANTS);
  const [usersOf, setUsersOf] = useState<RoleRecord | null>(null);

  const rowActions = (role: RoleRecord) => (
    <ActionRow role="group" aria-label={t('system.role.rowActions', { name: role.roleName })}>
      {buttonAllowed(ROLE_PERMISSIONS.edit) && (
        <LinkButton type="button" onClick={() => form.openFor(role)}>
          {t('system.role.edit')}
        </LinkButton>
      )}
      <LinkButton type="button" onClick={() => setUsersOf(role)}>
        {t('system.roleUser.action')}
      </LinkButton>
      {buttonAllowed(ROLE_PERMISSIONS.authorize) && (
        <LinkButton type="button" onClick={() => void grants.openFor({ id: role.id, name: role.roleName })}>
          {t('system.role.authorize')}
        </LinkButton>
      )}
      {buttonAllowed(ROLE_PERMISSIONS.delete) && (
        <LinkButton type="button" data-danger="" onClick={() => void list.remove(role.id)}>
          {t('system.role.delete')}
        </LinkButton>
      )}
    </ActionRow>
  );

  const columns: ListColumn<RoleRecord>[] = [
    { key: 'roleName', title: t('system.role.roleName'), sortable: true },
    { key: 'roleCode', title: t('system.role.roleCode'), sortable: true },
    { key: 'description', title: t('system.role.description') },
    { key: 'createTime', title: t('system.role.createTime'), sortable: true },
    { key: 'actions', title: t('console.page.actionsColumn'), render: rowActions },
  ];

  const queryFields = (
    <label>
      {t('system.role.roleName')}
      <Input
        value={String(list.query.roleName ?? '')}
        autoComplete="off"
        onChange={(event) => list.setQueryValue('roleName', event.target.value)}
      />
    </label>
  );

  return (
    <>
      <ListPage
        list={list}
        title={t('system.role.title')}
        columns={columns}
        queryFields={queryFields}
        onAdd={() => form.openFor(null)}
        permissions={{
          add: ROLE_PERMISSIONS.add,
          batchDelete: ROLE_PERMISSIONS.batchDelete,
          export: ROLE_PERMISSIONS.export,
          import: ROLE_PERMISSIONS.import,
        }}
      />
      <RoleFormModal form={form} />
      <PermissionGrantDrawer
        grants={grants}
        title={grants.owner ? t('system.role.grantTitle', { name: grants.owner.name }) : ''}
      />
      <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
