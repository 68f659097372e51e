import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { t } from '../../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../../elements/core/ui';
import { USER_FROZEN, USER_URLS } from './user-record';

/** Freezes or unfreezes users in one request (`PUT /sys/user/frozenBatch`), after asking. */
export function useUserFreeze(afterChange: () => void): (ids: readonly string[], status: number) => Promise<void> {
  const { message } = useNotice();
  const confirm = useConfirm();
  return async (ids, status) => {
    if (ids.length === 0) {
      message.warning(t('list.selectOne'));
      return;
    }
    if (
      !(await confirm({
        content: t(status === USER_FROZEN ? 'system.user.confirmFreeze' : 'system.user.confirmUnfreeze'),
      }))
    )
      return;
    try {
      const answer = await httpAction(USER_URLS.frozenBatch, { ids: ids.join(','), status }, 'put');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      afterChange();
    } catch {
      // The HTTP client has shown why.
    }
  };
}
