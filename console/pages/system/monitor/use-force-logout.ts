import { httpAction, isSuccessful } from '../../../../elements/core/http';
import { useTranslation } from '../../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../../elements/core/ui';
import { ONLINE_URLS, type OnlineRecord } from './log-record';

/** Asks, then ends one session (by its session id); reloads the list once it is gone. */
export function useForceLogout(onDone: () => void): (session: OnlineRecord) => Promise<void> {
  const { t } = useTranslation();
  const { message } = useNotice();
  const confirm = useConfirm();
  return async (session) => {
    const name = session.realname || session.username;
    if (
      !(await confirm({
        title: t('system.online.confirmTitle'),
        content: t('system.online.confirmForce', { name }),
        danger: true,
      }))
    )
      return;
    try {
      const answer = await httpAction(ONLINE_URLS.forceLogout, { token: session.token }, 'post');
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return;
      }
      message.success(answer.message);
      onDone();
    } catch {
      // The HTTP client has shown why.
    }
  };
}
