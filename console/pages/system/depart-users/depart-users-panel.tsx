import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { Button } from '../../../../elements/core/ui';
import { ListPage } from '../../../../elements/list';
import type { DepartRecord } from '../departs/depart-record';
import { MemberPicker, MemberQueryFields, useMemberColumns } from '../members/member-list-parts';
import { DEPART_USER_PERMISSIONS } from './depart-user-record';
import { useDepartUserRemoval } from './use-depart-user-removal';
import { useDepartUsers } from './use-depart-users';

/** The chosen department's users: queried by account and name, linked from the user picker, removed one by one or in batch. */
export function DepartUsersPanel({ depart }: { depart: DepartRecord }): ReactElement {
  const { t } = useTranslation();
  const members = useDepartUsers(depart);
  const { list } = members;
  const removal = useDepartUserRemoval(depart, list);
  const mayAdd = buttonAllowed(DEPART_USER_PERMISSIONS.add);
  const mayRemove = buttonAllowed(DEPART_USER_PERMISSIONS.remove);

  const columns = useMemberColumns(
    mayRemove
      ? {
          text: t('system.departUser.remove'),
          groupLabel: (user) => t('system.departUser.rowActions', { name: user.username }),
          remove: (user) => void removal.removeOne(user),
        }
      : null,
  );

  return (
    <>
      <ListPage
        list={list}
        title={t('system.departUser.listTitle', { name: depart.departName })}
        columns={columns}
        queryFields={<MemberQueryFields list={list} />}
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
      <MemberPicker members={members} />
    </>
  );
}
