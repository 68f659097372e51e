import { filledMenuPath, isExternalMenuPath, isOpenableUrl, type MenuNode, type RouteCrumb } from '../../session';

/** A menu entry as the side menu, the top menu and the search box show it. */
export interface MenuItem {
  /** The entry's absolute path: its key in the menu. */
  key: string;
  title: string;
  icon: string | null;
  component: string;
  /** Set for entries with an external target: they open as a link in a new browser tab. */
  externalUrl: string | null;
  /** Entries shown below it (none for an always-show entry). */
  children: MenuItem[];
}

export interface MenuSelection {
  selected: string | null;
  /** The submenus to open so the selected entry shows, outermost first. */
  open: string[];
}

function joinPath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;
}

function externalUrl(node: MenuNode, fillUrl: (url: string) => string): string | null {
  const path = filledMenuPath(node.path, fillUrl);
  if (isExternalMenuPath(path)) return isOpenableUrl(path) ? path : null;
  const meta = node.meta ?? {};
  if (!meta.internalOrExternal && meta.target !== '_blank') return null;
  const url = meta.url ? fillUrl(meta.url) : null;
  return isOpenableUrl(url) ? url : null;
}

/**
 * The entries to show: hidden entries are left out; an always-show entry is shown as a single
 * item without its children. Entries not registered as routes (route '0') are shown when they
 * lead somewhere: a route of the console matches their path (`reachable`), or they open outside.
 * A path behind a `{{ }}` placeholder is filled; a web address opens as an external link.
 */
export function visibleMenu(
  nodes: readonly MenuNode[],
  fillUrl: (url: string) => string,
  parent = '',
  reachable: (path: string) => boolean = () => true,
): MenuItem[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    const own = filledMenuPath(node.path, fillUrl);
    const key = isExternalMenuPath(own) ? own : joinPath(parent, own);
    const external = externalUrl(node, fillUrl);
    const children = node.alwaysShow ? [] : visibleMenu(node.children ?? [], fillUrl, key, reachable);
    const unregistered = String(node.route ?? '1') === '0';
    if (unregistered && !external && children.length === 0 && !reachable(key)) return [];
    return [
      {
        key,
        title: node.meta?.title ?? '',
        icon: node.meta?.icon ?? null,
        component: node.component ?? '',
        externalUrl: external,
        children,
      },
    ];
  });
}

function pathPattern(key: string): RegExp {
  const source = key
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

function findTrail(
  items: readonly MenuItem[],
  matches: (item: MenuItem) => boolean,
  trail: string[] = [],
): string[] | null {
  for (const item of items) {
    if (matches(item)) return [...trail, item.key];
    const found = findTrail(item.children, matches, [...trail, item.key]);
    if (found) return found;
  }
  return null;
}

/**
 * Which entry the current route selects: the entry with this path; an entry whose path has
 * parameters is matched by the full path (and, failing that, by its pattern); a route the
 * menu does not show selects its nearest shown ancestor.
 */
export function menuSelection(
  items: readonly MenuItem[],
  pathname: string,
  fullPath: string,
  ancestors: readonly RouteCrumb[] = [],
): MenuSelection {
  const trail =
    findTrail(items, (item) => item.key === fullPath) ??
    findTrail(items, (item) => item.key === pathname) ??
    findTrail(items, (item) => item.key.includes(':') && pathPattern(item.key).test(pathname)) ??
    [...ancestors]
      .reverse()
      .reduce<string[] | null>((found, crumb) => found ?? findTrail(items, (item) => item.key === crumb.path), null);
  if (!trail) return { selected: null, open: [] };
  return { selected: trail.at(-1) ?? null, open: trail.slice(0, -1) };
}

/** The search box's entries: every shown page, containers (layouts/RouteView) left out. */
export function searchableEntries(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [
    ...(item.component === 'layouts/RouteView' ? [] : [item]),
    ...searchableEntries(item.children),
  ]);
}
