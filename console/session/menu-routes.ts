import { filterRoutesByPermission } from '../../elements/core/permission';
import type { ConsoleRoute, MenuNode, RouteCrumb } from './menu-types';

/** Layout components that only hold the entries below them (api-contract.md, "Menu component names"). */
const CONTAINER_COMPONENTS: ReadonlySet<string> = new Set([
  'layouts/RouteView',
  'layouts/TabLayout',
  'layouts/PageView',
  'layouts/BlankLayout',
]);

export interface MenuRouteOptions {
  /** The user's permission codes: a route with meta.permission is kept when one matches. */
  permissions: readonly string[];
  /** Fills the {{placeholders}} of a menu url. */
  fillUrl: (url: string) => string;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

const isRegistered = (node: MenuNode) => String(node.route ?? '1') !== '0';

/**
 * A menu path as the console uses it: JeecgBoot puts an external entry's url in its path, often
 * behind a `{{ window._CONFIG['domianURL'] }}` placeholder, at any depth of the menu; the
 * placeholders are filled so the entry never becomes a route named after its template.
 */
export function filledMenuPath(path: string, fillUrl: (url: string) => string): string {
  return path.includes('{{') ? fillUrl(path) : path;
}

/** Whether a (filled) menu path is a web address: the entry opens outside the console, not as a route. */
export function isExternalMenuPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

function toRoute(
  node: MenuNode,
  path: string,
  ancestors: readonly RouteCrumb[],
  firstChild: string | null,
  fillUrl: (url: string) => string,
): ConsoleRoute {
  const meta = node.meta ?? {};
  const component = node.component ?? '';
  const container = CONTAINER_COMPONENTS.has(component) && firstChild !== null;
  // "Items flagged always-show redirect to their own path" (shell spec section 2).
  const redirect = node.alwaysShow ? path : node.redirect || (container ? firstChild : null);
  return {
    path,
    name: node.name || path,
    component,
    redirect,
    hidden: Boolean(node.hidden),
    meta: {
      title: meta.title ?? '',
      icon: meta.icon ?? null,
      url: meta.url ? fillUrl(meta.url) : null,
      keepAlive: Boolean(meta.keepAlive),
      componentName: meta.componentName ?? null,
      internalOrExternal: Boolean(meta.internalOrExternal),
      hiddenHeaderContent: Boolean(meta.hiddenHeaderContent),
      permissionList: meta.permissionList ?? [],
      permission: meta.permission ?? null,
    },
    ancestors,
  };
}

interface Collected {
  fillUrl: (url: string) => string;
  routes: Map<string, ConsoleRoute>;
  /** The route '0' entries, with where they stand: opened by path (see openedByPath). */
  byPath: { node: MenuNode; path: string; ancestors: readonly RouteCrumb[] }[];
}

function collect(
  nodes: readonly MenuNode[],
  parentPath: string,
  ancestors: readonly RouteCrumb[],
  into: Collected,
): void {
  for (const node of nodes) {
    const own = filledMenuPath(node.path, into.fillUrl);
    if (isExternalMenuPath(own)) continue;
    const path = joinPath(parentPath, own);
    // Items whose route flag is the string 0 are not registered (nor is anything below them).
    if (!isRegistered(node)) {
      into.byPath.push({ node, path, ancestors });
      continue;
    }
    const crumb: RouteCrumb = { path, title: node.meta?.title ?? '' };
    const children = (node.children ?? []).filter(
      (child) => isRegistered(child) && !isExternalMenuPath(filledMenuPath(child.path, into.fillUrl)),
    );
    const [first] = children;
    const firstChild = first ? joinPath(path, filledMenuPath(first.path, into.fillUrl)) : null;
    if (!into.routes.has(path)) into.routes.set(path, toRoute(node, path, ancestors, firstChild, into.fillUrl));
    collect(node.children ?? [], path, [...ancestors, crumb], into);
  }
}

/** Whether a path is one a route path with `:name` segments matches ('/online/cgformList/:code'). */
export function matchesRoutePath(routePath: string, path: string): boolean {
  const pattern = routePath.split('/');
  const segments = path.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}

/**
 * A route '0' entry leads by path to the route that matches it, as JeecgBoot's client links it.
 * When that is a parametrised route (JeecgBoot's hidden `/online/cgformList/:code`), the entry
 * gets a route of its own at its path, drawn by that route's component but with the entry's
 * title, buttons and place in the menu: each online page keeps its tab, breadcrumb and buttons.
 * An entry no route matches stays unregistered (a fixed route of the console, or nothing).
 */
function openedByPath(collected: Collected): ConsoleRoute[] {
  const parametrised = [...collected.routes.values()].filter((route) => route.path.includes('/:'));
  const opened = new Map<string, ConsoleRoute>();
  for (const { node, path, ancestors } of collected.byPath) {
    const through = parametrised.find((route) => matchesRoutePath(route.path, path));
    if (!through || collected.routes.has(path) || opened.has(path)) continue;
    opened.set(path, { ...toRoute(node, path, ancestors, null, collected.fillUrl), component: through.component });
  }
  return [...opened.values()];
}

/**
 * The route table of a menu: every registered entry becomes a route at its absolute path
 * under the root layout; containers send a visit on to their redirect or first entry; route '0'
 * entries a parametrised route matches get a route at their own path.
 */
export function menuToRoutes(menu: readonly MenuNode[], routeOptions: MenuRouteOptions): ConsoleRoute[] {
  const permitted = permittedMenu(menu, routeOptions.permissions);
  const collected: Collected = { fillUrl: routeOptions.fillUrl, routes: new Map(), byPath: [] };
  collect(permitted, '', [], collected);
  return [...collected.routes.values(), ...openedByPath(collected)];
}

/** The menu without the entries whose meta.permission none of the user's codes matches. */
export function permittedMenu(menu: readonly MenuNode[], permissions: readonly string[]): MenuNode[] {
  return filterRoutesByPermission<MenuNode>(menu, permissions);
}

/** The route a JeecgBoot route name points to (the header opens 'account-center' by name). */
export function routeByName(routes: readonly ConsoleRoute[], name: string): ConsoleRoute | undefined {
  return routes.find((route) => route.name === name);
}

/** "Route matches deeper than 3 levels are trimmed": the first two and the page itself remain. */
export function trimMatches<T>(matches: readonly T[]): T[] {
  return matches.length <= 3 ? [...matches] : [...matches.slice(0, 2), ...matches.slice(-1)];
}
