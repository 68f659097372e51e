import type { ReactElement } from 'react';
import { useTranslation } from '../../../../elements/core/i18n';
import { buttonAllowed } from '../../../../elements/core/permission';
import { LinkButton } from '../../../../elements/list';
import { ManagedListPage } from '../managed/managed-list-page';
import { ANNOUNCEMENT_CODES, ANNOUNCEMENT_URLS, ANNOUNCEMENTS, SEND_RELEASED } from './announcement-config';
import { useRelease } from './use-release';

/** 通知公告 (menu component `system/SysAnnouncementList`): announcements, edited with the rich-text editor, released and revoked. */
export function SysAnnouncementList(): ReactElement {
  const { t } = useTranslation();
  const release = useRelease();
  return (
    <ManagedListPage
      config={ANNOUNCEMENTS}
      rowExtra={(announcement, reload) => {
        const id = String(announcement.id);
        if (String(announcement.sendStatus) === SEND_RELEASED) {
          return (
            buttonAllowed(ANNOUNCEMENT_CODES.revoke) && (
              <LinkButton type="button" onClick={() => void release(ANNOUNCEMENT_URLS.revoke, id, reload)}>
                {t('system.announcement.revoke')}
              </LinkButton>
            )
          );
        }
        return (
          buttonAllowed(ANNOUNCEMENT_CODES.release) && (
            <LinkButton type="button" onClick={() => void release(ANNOUNCEMENT_URLS.release, id, reload)}>
              {t('system.announcement.release')}
            </LinkButton>
          )
        );
      }}
    />
  );
}
