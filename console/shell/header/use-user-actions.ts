import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshDictCache } from '../../../elements/core/dict';
import { t } from '../../../elements/core/i18n';
import { useConfirm, useNotice } from '../../../elements/core/ui';
import { failureMessage, LOGIN_PATH, logout, routeByName, usePermissionStore } from '../../session';

export type ShellDialog = 'settings' | 'password' | 'depart';

/** Route names the user menu opens (JeecgBoot's), with the paths used when the menu lacks them. */
const ACCOUNT_PAGES = {
  'account-center': '/account/center',
  'account-settings-base': '/account/settings/base',
} as const;

/** What the header's user menu does; the dialogs it opens are drawn by the header. */
export function useUserActions() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { message } = useNotice();
  const routes = usePermissionStore((state) => state.routes);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);

  const openByName = (name: keyof typeof ACCOUNT_PAGES) =>
    navigate(routeByName(routes, name)?.path ?? ACCOUNT_PAGES[name]);

  const leave = async () => {
    const sure = await confirm({ title: t('ui.confirm.title'), content: t('session.logoutConfirm') });
    if (!sure) return;
    try {
      await logout();
    } catch (error) {
      // "Proceeds even if that call fails": the session is already gone; the failure is shown.
      message.error(`${t('console.header.logoutFailed')}: ${failureMessage(error)}`);
    }
    navigate(LOGIN_PATH);
  };

  return {
    dialog,
    closeDialog: () => setDialog(null),
    run(action: string) {
      if (action === 'account-center' || action === 'account-settings-base') openByName(action);
      else if (action === 'settings' || action === 'password' || action === 'depart') setDialog(action);
      else if (action === 'clear-cache') void refreshDictCache();
      else if (action === 'logout') void leave();
    },
  };
}
