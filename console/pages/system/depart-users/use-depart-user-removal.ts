import { deleteAction, isSuccessful } from '../../../../elements/core/http';
import { useTranslation } from '../../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../../elements/core/ui';
import { pageAfterDelete, type ListPageState, type RowKey } from '../../../../elements/list';
import type { DepartRecord } from '../departs/depart-record';
import type { UserRecord } from '../users/user-record';
import { DEPART_USER_URLS } from './depart-user-record';

/**
 * 移除: unlinks users from the department after asking. The list's own delete would ask
 * 确定删除吗?, which reads as deleting the account; these users stay, only the link goes.
 */
export function useDepartUserRemoval(depart: DepartRecord, list: ListPageState<UserRecord>) {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();

  const unlink = async (ids: readonly RowKey[], question: string): Promise<boolean> => {
    if (!(await confirm({ title: t('system.departUser.confirmTitle'), content: question, danger: true }))) return false;
    const params =
      ids.length === 1 ? { depId: depart.id, userId: ids[0] } : { depId: depart.id, userIds: ids.join(',') };
    try {
      const answer = await deleteAction(
        ids.length === 1 ? DEPART_USER_URLS.remove : DEPART_USER_URLS.removeMany,
        params,
      );
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return false;
      }
      message.success(answer.message);
    } catch {
      // The HTTP client has shown why; the rows and the selection stay.
      return false;
    }
    list.clearSelection();
    list.changePage(pageAfterDelete(list.page, list.pageSize, list.total, ids.length), list.pageSize);
    list.reload();
    return true;
  };

  return {
    removeOne: (user: UserRecord) =>
      unlink(
        [user.id],
        t('system.departUser.confirmRemove', { name: user.realname || user.username, depart: depart.departName }),
      ),
    removeSelected: () => {
      if (!list.selectedKeys.length) {
        message.warning(t('list.selectOne'));
        return Promise.resolve(false);
      }
      return unlink(
        list.selectedKeys,
        t('system.departUser.confirmRemoveMany', { count: list.selectedKeys.length, depart: depart.departName }),
      );
    },
  };
}
