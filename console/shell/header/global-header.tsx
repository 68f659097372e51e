import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { HOME_PATH } from '../../session';
import { type Device, TOP_MENU_RIGHT_MIN_WIDTH } from '../layout/device';
import { Logo, MenuFoldIcon, MenuUnfoldIcon } from '../kit';
import type { MenuItem, MenuSelection } from '../menu/menu-model';
import { TopMenu } from '../menu/top-menu';
import type { MenuTheme, NavigationMode } from '../settings';
import { Brand, HeaderAction, HeaderBar, RightArea, WelcomeText } from './header.styles';
import { ConsoleNoticeBell } from './console-notice-bell';
import { UserMenu } from './user-menu';

export interface GlobalHeaderProps {
  device: Device;
  mode: NavigationMode;
  theme: MenuTheme;
  menuItems: readonly MenuItem[];
  selection: MenuSelection;
  /** The side menu is collapsed (desktop) or its drawer closed (mobile). */
  collapsed: boolean;
  onToggle: () => void;
  /** Hidden by the auto-hide setting after 100 px of scroll. */
  hidden?: boolean;
  /** A route's meta may hide the header's content (hiddenHeaderContent). */
  hideContent?: boolean;
  /** Replaces the console's notification bell (e.g. in tests); default ConsoleNoticeBell. */
  noticeBell?: ReactNode;
}

/** The global header: menu toggle or top menu, the welcome text, and the user's side. */
export function GlobalHeader(props: GlobalHeaderProps): ReactElement {
  const { t } = useTranslation();
  const { device, mode, theme, menuItems, selection, collapsed, onToggle } = props;
  const mobile = device === 'mobile';
  const toggleLabel = t('console.header.toggleMenu');
  const toggle = (
    <HeaderAction
      type="button"
      aria-label={toggleLabel}
      title={toggleLabel}
      aria-expanded={!collapsed}
      onClick={onToggle}
    >
      {collapsed ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
    </HeaderAction>
  );
  const welcome = mobile
    ? t('console.platformShortName')
    : t('console.headerWelcome', { platform: t('console.platformName') });

  return (
    <HeaderBar data-theme={theme} data-hidden={props.hidden || undefined}>
      {mode === 'top' ? (
        <>
          <Brand to={HOME_PATH} aria-label={t('console.platformName')}>
            <Logo />
            {!mobile && <strong>{t('console.platformName')}</strong>}
          </Brand>
          {mobile ? (
            toggle
          ) : (
            // On the white header of a dark menu theme the entries take dark text, and the reverse.
            <TopMenu items={menuItems} selection={selection} theme={theme === 'dark' ? 'light' : 'dark'} />
          )}
        </>
      ) : (
        <>
          {toggle}
          {!props.hideContent && <WelcomeText>{welcome}</WelcomeText>}
        </>
      )}
      <RightArea $minWidth={mode === 'top' && !mobile ? TOP_MENU_RIGHT_MIN_WIDTH : undefined}>
        <UserMenu device={device} menuItems={menuItems} noticeBell={props.noticeBell ?? <ConsoleNoticeBell />} />
      </RightArea>
    </HeaderBar>
  );
}
