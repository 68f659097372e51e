import { createHash } from 'node:crypto';
import { buttonCodes, type PermissionRow } from '../../access';
import { isServableMenuAddress } from '../system';
import { seededText } from '../../i18n';

/** A button rule as the menu's `meta.permissionList` and the `auth` list carry it. */
export interface AuthEntry {
  action: string;
  type: string;
  describe: string;
}

export interface AllAuthEntry extends AuthEntry {
  status: string;
}

/** The JeecgBoot menu node (api-contract.md, "Session"). */
export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect?: string | null;
  hidden?: true;
  alwaysShow?: true;
  route: '1' | '0';
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName?: string;
    url?: string;
    permissionList?: AuthEntry[];
  };
  children?: MenuNode[];
}

// JeecgBoot's isWwwHttpUrl: http(s), or its `{{ window._CONFIG['domianURL'] }}/...` template (the
// only `{{` form a served address may have, menu-address.ts), which clients fill in.
const isExternalUrl = (url: string | null) => Boolean(url && (/^(https?:)?\/\//i.test(url) || url.startsWith('{{')));

/** JeecgBoot's route name from a url: '/account/settings/base' -> 'account-settings-base'. */
export function routeNameOf(url: string): string {
  return url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

function toAuthEntry(row: PermissionRow): AuthEntry {
  return { action: row.perms ?? '', type: row.permsType ?? '1', describe: seededText('menu', row.name) };
}

function toNode(row: PermissionRow, buttons: AuthEntry[]): MenuNode {
  const url = row.url ?? '';
  const external = isExternalUrl(row.url);
  // An external address cannot be a route path: JeecgBoot uses its MD5 as the path.
  const path = external ? createHash('md5').update(url).digest('hex') : url;
  const componentName =
    row.componentName || (row.component ? row.component.slice(row.component.lastIndexOf('/') + 1) : undefined);
  const node: MenuNode = {
    id: row.id,
    path,
    name: row.componentName || routeNameOf(url),
    component: row.component,
    route: row.isRoute ? '1' : '0',
    meta: {
      title: seededText('menu', row.name),
      keepAlive: Boolean(row.keepAlive),
      internalOrExternal: Boolean(row.internalOrExternal),
      ...(row.icon ? { icon: row.icon } : {}),
      ...(componentName ? { componentName } : {}),
      ...(external ? { url } : {}),
      ...(buttons.length ? { permissionList: buttons } : {}),
    },
  };
  if (row.redirect && isServableMenuAddress(row.redirect)) node.redirect = row.redirect;
  if (row.hidden) node.hidden = true;
  if (row.alwaysShow) node.alwaysShow = true;
  return node;
}

/**
 * The menu tree of the permissions a user holds, in `sortNo` order: menus become nodes, the
 * valid buttons of a page go to its `meta.permissionList`. A top menu whose entries are all
 * hidden is hidden too, as JeecgBoot does. An entry whose address a menu may not name (stored
 * before the form refused it: `javascript:`, a `{{ }}` expression JeecgBoot's client would
 * evaluate) is left out with the entries below it, and a redirect of that kind is dropped.
 */
export function buildMenuTree(rows: readonly PermissionRow[]): MenuNode[] {
  const sorted = [...rows].sort((a, b) => a.sortNo - b.sortNo);
  const menus = sorted.filter((row) => row.menuType !== 2);
  const menuIds = new Set(menus.map((row) => row.id));
  const buttonsOf = new Map<string, AuthEntry[]>();
  for (const row of sorted) {
    if (row.menuType !== 2 || row.status !== '1' || !row.parentId) continue;
    buttonsOf.set(row.parentId, [...(buttonsOf.get(row.parentId) ?? []), toAuthEntry(row)]);
  }
  const childrenOf = (parentId: string | null): MenuNode[] =>
    menus
      .filter((row) => (parentId ? row.parentId === parentId : !row.parentId || !menuIds.has(row.parentId)))
      .filter((row) => isServableMenuAddress(row.url))
      .map((row) => {
        const node = toNode(row, buttonsOf.get(row.id) ?? []);
        const children = childrenOf(row.id);
        if (children.length) node.children = children;
        return node;
      });
  return childrenOf(null).map((top) =>
    top.children?.length && top.children.every((child) => child.hidden) ? { ...top, hidden: true } : top,
  );
}

/** What the user holds: their valid button rules. */
export function authList(rows: readonly PermissionRow[]): AuthEntry[] {
  return rows
    .filter((row) => row.menuType === 2 && row.status === '1' && buttonCodes(row.perms).length)
    .map(toAuthEntry);
}

/** Every button rule of the system, held or not, with its status. */
export function allAuthList(rows: readonly PermissionRow[]): AllAuthEntry[] {
  return rows.filter((row) => row.menuType === 2).map((row) => ({ ...toAuthEntry(row), status: row.status }));
}

/**
 * The route paths of the menu entries the user is not granted (our addition to JeecgBoot's
 * answer, which its client ignores): the console tells a page that exists but is not the user's
 * (403) from an address that names nothing (404). Like `allAuth`, which lists every button, it
 * names pages, never their data. External addresses are left out: they are not routes.
 */
export function deniedRoutePaths(everyMenu: readonly PermissionRow[], granted: readonly PermissionRow[]): string[] {
  const grantedPaths = new Set(granted.map((row) => row.url));
  const denied = everyMenu
    .map((row) => row.url ?? '')
    .filter(
      (url) => url.startsWith('/') && !url.startsWith('//') && !grantedPaths.has(url) && isServableMenuAddress(url),
    );
  return [...new Set(denied)].sort();
}
