import { type ConsoleRoute, HOME_PATH, type RouteCrumb, trimMatches } from '../../session';

/**
 * The breadcrumb: the home entry (/dashboard/analysis) first, then the matched routes. The
 * matches count the root layout as the first level, so beyond 3 levels the middle ones go.
 */
export function breadcrumbItems(route: ConsoleRoute | null, homeTitle: string): RouteCrumb[] {
  const home: RouteCrumb = { path: HOME_PATH, title: homeTitle };
  if (!route) return [home];
  const root: RouteCrumb = { path: '/', title: homeTitle };
  const matched = trimMatches<RouteCrumb>([
    root,
    ...route.ancestors,
    { path: route.path, title: route.meta.title },
  ]).slice(1);
  return [home, ...matched.filter((crumb) => crumb.path !== HOME_PATH)];
}
