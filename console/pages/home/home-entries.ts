import type { ConsoleRoute } from '../../session';

/** A menu page offered as a card on the home landing, under the top menu it belongs to. */
export interface HomeEntry {
  path: string;
  title: string;
  /** The outermost menu above it ('' for a top-level page). */
  group: string;
}

export interface HomeEntryGroup {
  title: string;
  entries: HomeEntry[];
}

/**
 * The pages of the user's menu a home card may open: shown in the side menu (not hidden, nor
 * below a hidden entry), a page rather than a container that only forwards to its first child,
 * not parametrised, not opened outside the console, and not the home page itself.
 */
export function homeEntries(routes: readonly ConsoleRoute[], homePath: string): HomeEntry[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const shown = (route: ConsoleRoute) =>
    !route.hidden && route.ancestors.every((crumb) => !byPath.get(crumb.path)?.hidden);
  const forwards = (route: ConsoleRoute) => route.redirect !== null && route.redirect !== route.path;
  return routes
    .filter(
      (route) =>
        shown(route) &&
        !forwards(route) &&
        !route.path.includes('/:') &&
        !route.meta.internalOrExternal &&
        route.path !== homePath,
    )
    .filter((route) => !routes.some((other) => other.ancestors.at(-1)?.path === route.path))
    .map((route) => ({
      path: route.path,
      title: route.meta.title || route.name,
      group: route.ancestors[0]?.title ?? '',
    }));
}

/** The entries grouped by their top menu, in menu order. */
export function groupHomeEntries(entries: readonly HomeEntry[]): HomeEntryGroup[] {
  const groups = new Map<string, HomeEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([title, grouped]) => ({ title, entries: grouped }));
}
