import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button, Input } from '../../../../elements/core/ui';
import { SuperQuery, type QueryField } from '../../../../elements/query';
import {
  ActionRow,
  LinkButton,
  ListPage,
  QuerySelect,
  StatusBadge,
  useListPage,
  type ListColumn,
} from '../../../../elements/list';
import { PasswordModal } from './password-modal';
import { UserFormModal } from './user-form-modal';
import { USER_FROZEN, USER_NORMAL, USER_PERMISSIONS, USER_URLS, type UserRecord } from './user-record';
import { usePasswordForm } from './use-password-form';
import { useUserForm } from './use-user-form';
import { useUserFreeze } from './use-user-freeze';

const USER_FIELDS = ['username', 'realname', 'sex', 'phone', 'email', 'status', 'createTime'] as const;

/** What the advanced query offers on users. */
function userQueryFields(
  t: (
    key:
      | 'system.user.username'
      | 'system.user.realname'
      | 'system.user.sex'
      | 'system.user.phone'
      | 'system.user.status'
      | 'system.user.createTime',
  ) => string,
): QueryField[] {
  return [
    { field: 'username', title: t('system.user.username'), type: 'text' },
    { field: 'realname', title: t('system.user.realname'), type: 'text' },
    { field: 'sex', title: t('system.user.sex'), type: 'dict', dictCode: 'sex', dbType: 'int' },
    { field: 'phone', title: t('system.user.phone'), type: 'text' },
    { field: 'status', title: t('system.user.status'), type: 'dict', dictCode: 'user_status', dbType: 'int' },
    { field: 'createTime', title: t('system.user.createTime'), type: 'datetime' },
  ];
}

/** 用户管理 (menu component `system/UserList`): users, their roles and departments, freezing and passwords. */
export function UserList(): ReactElement {
  const { t } = useTranslation();
  const list = useListPage<UserRecord>({
    urls: {
      list: USER_URLS.list,
      delete: USER_URLS.delete,
      deleteBatch: USER_URLS.deleteBatch,
      exportXls: USER_URLS.exportXls,
      importExcel: USER_URLS.importExcel,
    },
    exportFileName: t('system.user.title'),
    fields: USER_FIELDS,
    likeFields: ['username', 'realname'],
  });
  const form = useUserForm(list.reload);
  const password = usePasswordForm();
  const freeze = useUserFreeze(list.reload);
  const statusOptions = [
    { value: USER_NORMAL, label: t('system.user.normal') },
    { value: USER_FROZEN, label: t('system.user.frozen') },
  ];

  const rowActions = (user: UserRecord) => {
    const frozen = user.status === USER_FROZEN;
    return (
      <ActionRow role="group" aria-label={t('system.user.rowActions', { name: user.username })}>
        {buttonAllowed(USER_PERMISSIONS.edit) && (
          <LinkButton type="button" onClick={() => form.openFor(user)}>
            {t('system.user.edit')}
          </LinkButton>
        )}
        {buttonAllowed(USER_PERMISSIONS.password) && (
          <LinkButton type="button" onClick={() => password.openFor(user)}>
            {t('system.user.changePassword')}
          </LinkButton>
        )}
        {buttonAllowed(USER_PERMISSIONS.frozen) && (
          <LinkButton type="button" onClick={() => void freeze([user.id], frozen ? USER_NORMAL : USER_FROZEN)}>
            {t(frozen ? 'system.user.unfreeze' : 'system.user.freeze')}
          </LinkButton>
        )}
        {buttonAllowed(USER_PERMISSIONS.delete) && (
          <LinkButton type="button" data-danger="" onClick={() => void list.remove(user.id)}>
            {t('system.user.delete')}
          </LinkButton>
        )}
      </ActionRow>
    );
  };

  const columns: ListColumn<UserRecord>[] = [
    { key: 'username', title: t('system.user.username'), sortable: true },
    { key: 'realname', title: t('system.user.realname'), sortable: true },
    { key: 'sex', title: t('system.user.sex'), filterDictCode: 'sex' },
    { key: 'phone', title: t('system.user.phone') },
    { key: 'orgCodeTxt', title: t('system.user.depart') },
    {
      key: 'status',
      title: t('system.user.status'),
      render: (user) =>
        user.status === USER_FROZEN ? (
          <StatusBadge tone="danger" text={t('system.user.frozen')} />
        ) : (
          <StatusBadge tone="success" text={t('system.user.normal')} />
        ),
    },
    { key: 'createTime', title: t('system.user.createTime'), sortable: true },
    { key: 'actions', title: t('console.page.actionsColumn'), render: rowActions },
  ];

  const queryFields = (
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
      <QuerySelect<number>
        label={t('system.user.status')}
        options={statusOptions}
        placeholder={t('system.user.anyStatus')}
        value={typeof list.query.status === 'number' ? list.query.status : null}
        onChange={(status) => list.setQueryValue('status', status)}
      />
    </>
  );

  const batchFreeze = buttonAllowed(USER_PERMISSIONS.frozen) && (
    <>
      <Button onClick={() => void freeze(list.selectedKeys, USER_FROZEN)}>{t('system.user.freeze')}</Button>
      <Button onClick={() => void freeze(list.selectedKeys, USER_NORMAL)}>{t('system.user.unfreeze')}</Button>
    </>
  );

  return (
    <>
      <ListPage
        list={list}
        title={t('system.user.title')}
        columns={columns}
        queryFields={queryFields}
        onAdd={() => form.openFor(null)}
        permissions={{
          add: USER_PERMISSIONS.add,
          batchDelete: USER_PERMISSIONS.batchDelete,
          export: USER_PERMISSIONS.export,
          import: USER_PERMISSIONS.import,
        }}
        toolbarExtra={batchFreeze}
        advancedQuery={
          <SuperQuery fields={userQueryFields(t)} saveCode="system-user-list" onChange={list.setAdvancedQuery} />
        }
        rowLabel={(user) => user.username}
      />
      <UserFormModal form={form} />
      <PasswordModal form={password} />
    </>
  );
}
