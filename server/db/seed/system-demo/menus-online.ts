import type { ButtonSeed, MenuSeed } from './menu-tree';

/** The kinds of configuration-driven page: JeecgBoot's component and path segment of each (api-contract.md, "Menu component names"). */
const ONLINE_KINDS = {
  list: { segment: 'cgformList', component: 'modules/online/cgform/auto/OnlCgformAutoList' },
  tree: { segment: 'cgformTreeList', component: 'modules/online/cgform/auto/OnlCgformTreeList' },
  erp: { segment: 'cgformErpList', component: 'modules/online/cgform/auto/erp/OnlCgformErpList' },
  tab: { segment: 'cgformTabList', component: 'modules/online/cgform/auto/tab/OnlCgformTabList' },
  innerTable: {
    segment: 'cgformInnerTableList',
    component: 'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  },
  report: { segment: 'cgreport', component: 'modules/online/cgreport/auto/OnlCgreportAutoList' },
} as const;

export type OnlineKind = keyof typeof ONLINE_KINDS;

/** Every online page component, for the upgrade that reshapes the pages an earlier version seeded. */
export const ONLINE_COMPONENTS: readonly string[] = Object.values(ONLINE_KINDS).map((kind) => kind.component);

/**
 * A configuration-driven page: the form or report code is the last segment of the path. It is
 * not a route of its own (route '0', as JeecgBoot seeds its online menus): the stock Vue 2 client
 * opens it by path through the hidden parametrised route of its kind (below), whose page reads
 * the code from `$route.params.code`; a route of its own would match first and leave the page
 * without a code. Our console draws it from its own path either way.
 */
export function onlinePage(
  key: string,
  name: string,
  kind: OnlineKind,
  code: string,
  buttons: readonly ButtonSeed[] = [],
): MenuSeed {
  const { segment, component } = ONLINE_KINDS[kind];
  return { key, name, url: `/online/${segment}/${code}`, component, isRoute: false, buttons };
}

/** A hidden parametrised route, `/online/<segment>/:code`, with JeecgBoot's title. */
function parametrisedRoute(key: string, name: string, kind: OnlineKind, componentName?: string): MenuSeed {
  const { segment, component } = ONLINE_KINDS[kind];
  return {
    key,
    name,
    url: `/online/${segment}/:code`,
    component,
    hidden: true,
    ...(componentName ? { componentName } : {}),
  };
}

/**
 * JeecgBoot's hidden parametrised routes (its `sys_permission` rows under 在线开发: hidden, route
 * '1'), so the stock client's router has them. The menu answer hides 在线开发 itself, as every
 * entry below it is hidden. The report's component name is JeecgBoot's (its route name).
 */
export const onlineRouteMenus: readonly MenuSeed[] = [
  {
    key: 'online',
    name: '在线开发',
    url: '/online',
    component: 'layouts/RouteView',
    icon: 'cloud',
    children: [
      parametrisedRoute('online-form-list', 'AUTO在线表单', 'list'),
      parametrisedRoute('online-tree-list', 'AUTO树表单列表', 'tree'),
      parametrisedRoute('online-erp-list', 'AUTO在线表单ERP', 'erp'),
      parametrisedRoute('online-tab-list', 'AUTO在线表单TAB', 'tab'),
      parametrisedRoute('online-inner-table-list', 'AUTO在线内嵌子表', 'innerTable'),
      parametrisedRoute('online-report', 'AUTO在线报表', 'report', 'onlineAutoList'),
    ],
  },
];
