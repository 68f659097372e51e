import type { AuthEntry } from '../../elements/core/permission';

/** A menu node of getUserPermissionByToken (api-contract.md, "Session"). */
export interface MenuNode {
  id?: string;
  path: string;
  name?: string;
  /** A JeecgBoot Vue 2 component name ('dashboard/Analysis', 'layouts/RouteView', ...). */
  component?: string | null;
  redirect?: string | null;
  hidden?: boolean | null;
  alwaysShow?: boolean | null;
  /** '0': listed in the menu but not registered as a route. */
  route?: string | number | null;
  meta?: MenuMeta | null;
  children?: MenuNode[] | null;
}

export interface MenuMeta {
  title?: string;
  icon?: string | null;
  url?: string | null;
  permissionList?: AuthEntry[] | null;
  keepAlive?: boolean | null;
  /** true: the entry opens its url in a new browser tab instead of inside the console. */
  internalOrExternal?: boolean | null;
  componentName?: string | null;
  hiddenHeaderContent?: boolean | null;
  target?: string | null;
  /** Route-level permission codes: the route is kept when any of the user's codes matches. */
  permission?: readonly string[] | string | null;
}

/** A menu entry turned into a console route. */
export interface ConsoleRoute {
  /** Absolute path, as registered. */
  path: string;
  name: string;
  /** The menu's component name; the page registry maps it to a console page. */
  component: string;
  /** Where a visit is sent instead (containers, always-show entries point to themselves). */
  redirect: string | null;
  hidden: boolean;
  meta: RouteMeta;
  /** The menu entries above this one, outermost first (for the breadcrumb and open submenus). */
  ancestors: readonly RouteCrumb[];
}

export interface RouteMeta {
  title: string;
  icon: string | null;
  /** The menu url with its {{placeholders}} filled. */
  url: string | null;
  keepAlive: boolean;
  componentName: string | null;
  internalOrExternal: boolean;
  hiddenHeaderContent: boolean;
  permissionList: readonly AuthEntry[];
  permission: readonly string[] | string | null;
}

export interface RouteCrumb {
  path: string;
  title: string;
}
