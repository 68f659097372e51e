import { t, type MessageKey } from '../../elements/core/i18n';
import type { ConsoleRoute } from './menu-types';
import { HOME_PATH } from './navigation-guard';

interface BuiltIn {
  path: string;
  name: string;
  component: string;
  title: MessageKey;
}

/**
 * Pages every signed-in user reaches even when the menu table does not list them: the landing
 * page (titled 首页) and the two pages the header's user menu opens by route name.
 */
const BUILT_IN: readonly BuiltIn[] = [
  { path: HOME_PATH, name: 'dashboard-analysis', component: 'dashboard/Analysis', title: 'console.home' },
  {
    path: '/account/center',
    name: 'account-center',
    component: 'account/center',
    title: 'console.header.accountCenter',
  },
  {
    path: '/account/settings/base',
    name: 'account-settings-base',
    component: 'account/settings',
    title: 'console.header.accountSettings',
  },
];

function builtInRoute({ path, name, component, title }: BuiltIn): ConsoleRoute {
  return {
    path,
    name,
    component,
    redirect: null,
    hidden: true,
    ancestors: [],
    meta: {
      title: t(title),
      icon: null,
      url: null,
      keepAlive: false,
      componentName: null,
      internalOrExternal: false,
      hiddenHeaderContent: false,
      permissionList: [],
      permission: null,
    },
  };
}

/** The menu's routes plus the built-in pages the menu does not provide (by path or by name). */
export function withBuiltInRoutes(routes: readonly ConsoleRoute[]): ConsoleRoute[] {
  const missing = BUILT_IN.filter(
    (page) => !routes.some((route) => route.path === page.path || route.name === page.name),
  );
  return [...routes, ...missing.map(builtInRoute)];
}
