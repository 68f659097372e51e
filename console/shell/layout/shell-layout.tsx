import { useEffect, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Drawer } from '../../../elements/core/ui';
import { HOME_PATH } from '../../session';
import { ConsoleCopyright } from '../../session/views/sign-in-layout';
import { useServerTextsFollowLocale } from '../../language/use-server-texts-follow-locale';
import { GlobalHeader } from '../header/global-header';
import { Logo, useDocumentTitle } from '../kit';
import { menuSelection } from '../menu/menu-model';
import { SideMenu } from '../menu/side-menu';
import { MENU_COLOURS } from '../menu/side-menu.styles';
import { useMenuItems } from '../menu/use-menu-items';
import { RouteContainer } from '../page/route-container';
import { useCurrentRoute } from '../page/use-current-route';
import { useShellSettings, useShellTheme } from '../settings';
import { PageTabs } from '../tabs/page-tabs';
import { usePageTabs } from '../tabs/use-page-tabs';
import { MENU_DRAWER_WIDTH, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from './device';
import { Content, Footer, HeaderHolder, Main, Root, Sider, SiderLogo } from './layout.styles';
import { useAutoHideHeader } from './use-auto-hide-header';
import { useDevice } from './use-device';

/**
 * The main layout: side menu (or top menu), global header, multi-page tabs, the route
 * container and the footer, shaped by the shell settings and the screen width.
 */
export function ShellLayout(): ReactElement {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const device = useDevice();
  const settings = useShellSettings((state) => state.settings);
  const update = useShellSettings((state) => state.update);
  useShellTheme();
  useServerTextsFollowLocale();
  const items = useMenuItems();
  const current = useCurrentRoute();
  const selection = menuSelection(items, pathname, `${pathname}${search}`, current?.route.ancestors);
  const mobile = device === 'mobile';
  // Multi-page tabs: on by default on desktop, always off on mobile.
  const multipage = settings.multipage && !mobile;
  const tabs = usePageTabs(current, multipage);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Below 1087.99 px the sidebar starts closed; opening it there does not touch the stored preference.
  const [tabletOpen, setTabletOpen] = useState(false);
  const collapsed = device === 'tablet' ? !tabletOpen : settings.sidebarCollapsed;
  const sideMode = settings.navigationMode === 'side' && !mobile;
  const fixedSider = sideMode && settings.fixedSideMenu;
  const siderWidth = collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH;
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);

  useDocumentTitle(current?.route.meta.title, pathname === HOME_PATH);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation or a change of device closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname, device]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of device closes the tablet menu.
  useEffect(() => setTabletOpen(false), [device]);

  const toggle = () => {
    if (mobile) setDrawerOpen(!drawerOpen);
    else if (device === 'tablet') setTabletOpen(!tabletOpen);
    else update({ sidebarCollapsed: !settings.sidebarCollapsed });
  };

  const logo = (folded: boolean) => (
    <SiderLogo $theme={settings.menuTheme} data-collapsed={folded || undefined}>
      <Link to={HOME_PATH} aria-label={t('console.platformName')}>
        <Logo />
        {!folded && <span>{t('console.platformShortName')}</span>}
      </Link>
    </SiderLogo>
  );

  return (
    <Root>
      {sideMode && (
        <Sider $theme={settings.menuTheme} $width={siderWidth} $fixed={fixedSider}>
          {logo(collapsed)}
          <SideMenu items={items} selection={selection} theme={settings.menuTheme} collapsed={collapsed} />
        </Sider>
      )}
      {mobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          width={MENU_DRAWER_WIDTH}
          closable={false}
          aria-label={t('console.menu.drawer')}
          bodyStyle={{ padding: 0, background: MENU_COLOURS[settings.menuTheme].bg }}
        >
          {logo(false)}
          <SideMenu
            items={items}
            selection={selection}
            theme={settings.menuTheme}
            onChoose={() => setDrawerOpen(false)}
          />
        </Drawer>
      )}
      <Main $offset={fixedSider ? siderWidth : 0}>
        <HeaderHolder $fixed={settings.fixedHeader}>
          <GlobalHeader
            device={device}
            mode={mobile ? 'side' : settings.navigationMode}
            theme={settings.menuTheme}
            menuItems={items}
            selection={selection}
            collapsed={mobile ? !drawerOpen : collapsed}
            onToggle={toggle}
            hidden={headerHidden}
            hideContent={current?.route.meta.hiddenHeaderContent}
          />
          {multipage && <PageTabs tabs={tabs} />}
        </HeaderHolder>
        <Content $fixedWidth={settings.navigationMode === 'top' && settings.contentWidth === 'fixed' && !mobile}>
          <RouteContainer current={current} />
        </Content>
        <Footer>
          <ConsoleCopyright />
        </Footer>
      </Main>
    </Root>
  );
}
