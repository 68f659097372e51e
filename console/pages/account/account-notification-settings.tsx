import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { NavigateButton } from '../exception';
import { SettingList, SettingListItem } from './setting-list-item';

/** The notice bell's "view more" page (shell spec: /isps/userAnnouncement, my announcements). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

/** 新消息通知: where the user's announcements and messages are read. */
export function AccountNotificationSettings(): ReactElement {
  const { t } = useTranslation();
  return (
    <SettingList>
      <SettingListItem
        title={t('consoleExtra.account.messagesTitle')}
        description={t('consoleExtra.account.messagesDescription')}
        action={
          <NavigateButton type="link" to={MY_ANNOUNCEMENTS_PATH}>
            {t('consoleExtra.account.view')}
          </NavigateButton>
        }
      />
    </SettingList>
  );
}
