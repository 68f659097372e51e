import { Activity, Fragment, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { getKeptAliveRoutes } from '../../../elements/core/session';
import { useTabsStore } from '../tabs/tabs-store';
import { keepAlive } from './kept-alive';
import type { CurrentRoute } from './use-current-route';

interface Kept {
  element: ReactNode;
  componentName: string;
}

/**
 * The route container: pages whose route meta sets keepAlive and a componentName stay mounted
 * (hidden) when the user moves on, and come back as they were; their component names are
 * remembered in local storage, and closing their tab forgets them. "Refresh" on a tab mounts
 * the page again.
 */
export function RouteContainer({ current }: { current: CurrentRoute | null }): ReactElement {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  const refreshCount = useTabsStore((state) => state.refreshCount);
  // Re-render when tabs close, so pages no longer kept are let go.
  useTabsStore((state) => state.pages);
  const kept = useRef(new Map<string, Kept>());
  const lastRefresh = useRef(refreshCount);
  const [generations, setGenerations] = useState<Record<string, number>>({});

  const componentName = current?.route.meta.keepAlive ? current.route.meta.componentName : null;
  if (componentName) kept.current.set(key, { element: outlet, componentName });
  const keptNames = getKeptAliveRoutes();
  for (const [path, entry] of kept.current) {
    if (path !== key && !keptNames.includes(entry.componentName)) kept.current.delete(path);
  }

  useEffect(() => {
    if (componentName) keepAlive(componentName);
  }, [componentName]);

  useEffect(() => {
    if (refreshCount === lastRefresh.current) return;
    lastRefresh.current = refreshCount;
    setGenerations((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
  }, [refreshCount, key]);

  const instance = (path: string) => `${path}#${generations[path] ?? 0}`;
  return (
    <>
      {[...kept.current].map(([path, entry]) => (
        <Activity key={instance(path)} mode={path === key ? 'visible' : 'hidden'}>
          {path === key ? outlet : entry.element}
        </Activity>
      ))}
      {!componentName && <Fragment key={instance(key)}>{outlet}</Fragment>}
    </>
  );
}
