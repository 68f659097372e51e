import { useRef, type ReactElement, type ReactNode } from 'react';
import { getFileAccessHttpUrl } from '../../../elements/core/http';
import { useTranslation } from '../../../elements/core/i18n';
import { DropdownMenu, type MenuEntry } from '../../../elements/core/ui';
import { consoleConfig } from '../../app/console-config';
import { LanguageMenu } from '../../language';
import { useSessionStore } from '../../session';
import { ChangePasswordDialog, DepartSwitchDialog } from '../dialogs';
import type { Device } from '../layout/device';
import {
  ClusterIcon,
  greetingText,
  LockIcon,
  LogoutIcon,
  QuestionIcon,
  SentenceWithData,
  SettingIcon,
  UserIcon,
} from '../kit';
import type { MenuItem } from '../menu/menu-model';
import { SettingsDrawer } from '../settings';
import { HeaderAction, HeaderLink, UserArea } from './header.styles';
import { SearchMenu } from './search-menu';
import { useFocusAfterDialog } from './use-focus-after-dialog';
import { useUserActions } from './use-user-actions';

export interface UserMenuProps {
  device: Device;
  menuItems: readonly MenuItem[];
  /** The notification bell; nothing is drawn when it is absent. */
  noticeBell?: ReactNode;
}

/** The header's right side: search, help, the bell's place, the language, the user dropdown and logout. */
export function UserMenu({ device, menuItems, noticeBell }: UserMenuProps): ReactElement {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const actions = useUserActions();
  const userArea = useRef<HTMLSpanElement>(null);
  useFocusAfterDialog(actions.dialog !== null, userArea);
  const desktop = device !== 'mobile';
  const name = userInfo?.realname || userInfo?.username || '';
  const avatar = getFileAccessHttpUrl(typeof userInfo?.avatar === 'string' ? userInfo.avatar : null);

  const greeting = t('console.header.greetingUser', { greeting: greetingText(), name });
  const entries: MenuEntry[] = [
    { key: 'account-center', label: t('console.header.accountCenter'), icon: <UserIcon /> },
    { key: 'account-settings-base', label: t('console.header.accountSettings'), icon: <SettingIcon /> },
    { key: 'settings', label: t('console.header.systemSettings'), icon: <SettingIcon /> },
    { key: 'password', label: t('console.header.changePassword'), icon: <LockIcon /> },
    { key: 'depart', label: t('console.header.switchDepart'), icon: <ClusterIcon /> },
    { key: 'clear-cache', label: t('console.header.clearCache'), icon: <SettingIcon /> },
  ];

  return (
    <UserArea>
      <SearchMenu items={menuItems} mobile={!desktop} />
      <HeaderLink
        href={consoleConfig.helpUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('console.header.help')}
        title={t('console.header.help')}
      >
        <QuestionIcon />
      </HeaderLink>
      {noticeBell}
      <span data-part="language">
        <LanguageMenu showName={desktop} />
      </span>
      <span data-part="user" ref={userArea}>
        {/* The accessible name carries the visible greeting too (WCAG 2.5.3, label in name). */}
        <DropdownMenu
          type="text"
          align="end"
          hideArrow
          items={entries}
          onSelect={actions.run}
          aria-label={desktop ? `${t('console.header.userMenu')} ${greeting}` : t('console.header.userMenu')}
        >
          {avatar ? (
            <img src={avatar} alt="" />
          ) : (
            <span data-part="avatar">
              <UserIcon />
            </span>
          )}
          {desktop && (
            <span>
              <SentenceWithData
                message="console.header.greetingUser"
                params={{ greeting: greetingText() }}
                data={{ name }}
              />
            </span>
          )}
        </DropdownMenu>
      </span>
      <HeaderAction
        type="button"
        onClick={() => actions.run('logout')}
        aria-label={t('console.header.logout')}
        title={t('console.header.logout')}
      >
        <LogoutIcon />
        {desktop && <span>{t('console.header.logout')}</span>}
      </HeaderAction>
      <SettingsDrawer open={actions.dialog === 'settings'} onClose={actions.closeDialog} />
      <ChangePasswordDialog open={actions.dialog === 'password'} onClose={actions.closeDialog} />
      <DepartSwitchDialog
        open={actions.dialog === 'depart'}
        onClose={actions.closeDialog}
        closable
        onSwitched={(info) => useSessionStore.getState().updateUserInfo(info)}
      />
    </UserArea>
  );
}
