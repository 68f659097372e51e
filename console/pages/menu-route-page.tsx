import { useEffect, useMemo, type ReactElement } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { type ConsoleRoute, setCurrentRoute } from '../session';
import { PageFrame } from '../shell';
import { browserSavesData } from './page-files';
import { prefetchPages, renderPage } from './page-registry';

/**
 * A menu route: a redirect for containers, otherwise the mapped page in the page frame. A
 * parametrised route (JeecgBoot's `/online/cgformList/:code`) opened at a path no menu entry has
 * draws the page of that path: its pages read the form or report code from the path.
 * `prefetchOtherPages` is the deployment's prefetchPages setting (console-config.ts).
 */
export function MenuRoutePage({
  route: matched,
  prefetchOtherPages,
}: {
  route: ConsoleRoute;
  prefetchOtherPages: boolean;
}): ReactElement {
  const params = useParams();
  const { pathname } = useLocation();
  const route = useMemo(
    () => (matched.path.includes('/:') ? { ...matched, path: pathname } : matched),
    [matched, pathname],
  );
  const paramsKey = JSON.stringify(params);

  // Once a page is up, the other menus' pages are fetched while the browser is idle, so opening
  // one later does not wait for the network; not where the deployment or the browser says no.
  useEffect(() => {
    if (!prefetchOtherPages || browserSavesData()) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(prefetchPages);
  }, [prefetchOtherPages]);

  useEffect(() => {
    // The low-app header reads the route on screen (a kept-alive page re-announces itself).
    setCurrentRoute({ name: route.name, params: JSON.parse(paramsKey) as Record<string, string> });
  }, [route.name, paramsKey]);

  if (route.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
  return <PageFrame route={route}>{renderPage(route)}</PageFrame>;
}
