import { useEffect, type ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { type ConsoleRoute, setCurrentRoute } from '../session';
import { PageFrame } from '../shell';
import { prefetchPages, renderPage } from './page-registry';

/** A menu route: a redirect for containers, otherwise the mapped page in the page frame. */
export function MenuRoutePage({ route }: { route: ConsoleRoute }): ReactElement {
  const params = useParams();
  const paramsKey = JSON.stringify(params);

  // Once a page is up, the other menus' pages are fetched while the browser is idle, so opening
  // one later does not wait for the network.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(prefetchPages);
  }, []);

  useEffect(() => {
    // The low-app header reads the route on screen (a kept-alive page re-announces itself).
    setCurrentRoute({ name: route.name, params: JSON.parse(paramsKey) as Record<string, string> });
  }, [route.name, paramsKey]);

  if (route.redirect && route.redirect !== route.path) return <Navigate to={route.redirect} replace />;
  return <PageFrame route={route}>{renderPage(route)}</PageFrame>;
}
