// The shell: layout, header, menus, tabs and the page frame around every menu page.
export { ShellLayout } from './layout/shell-layout';
export {
  deviceForWidth,
  MOBILE_MAX_WIDTH,
  SIDEBAR_CLOSED_MAX_WIDTH,
  SIDE_MENU_WIDTH,
  SIDE_MENU_COLLAPSED_WIDTH,
  MENU_DRAWER_WIDTH,
  type Device,
} from './layout/device';
export { useDevice } from './layout/use-device';
export { GlobalHeader, type GlobalHeaderProps } from './header/global-header';
export { PageFrame } from './page/page-frame';
export { PageHeaderContent, type PageHeaderContentProps } from './page/page-header-slot';
export { breadcrumbItems } from './page/breadcrumb';
export { useCurrentRoute, findRoute, type CurrentRoute } from './page/use-current-route';
export { keepAlive, forgetKeptAlive } from './page/kept-alive';
export { useTabsStore } from './tabs/tabs-store';
export {
  visitPage,
  closePage,
  closeLeft,
  closeRight,
  closeOthers,
  type PageTab,
  type TabsState,
} from './tabs/tabs-logic';
export { visibleMenu, menuSelection, searchableEntries, type MenuItem, type MenuSelection } from './menu/menu-model';
