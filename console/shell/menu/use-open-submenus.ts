import { useEffect, useState } from 'react';

/**
 * Which submenus are open. The route's submenus open as the route changes; opening a
 * top-level submenu closes the other top-level ones (JeecgBoot's accordion), deeper ones stay.
 */
export function useOpenSubmenus(routeOpen: readonly string[], rootKeys: readonly string[]) {
  const [open, setOpen] = useState<readonly string[]>(routeOpen);
  // Joined into strings so the effect runs when the keys change, not when the arrays are rebuilt.
  const routeKey = routeOpen.join('\n');
  const rootKey = rootKeys.join('\n');

  useEffect(() => {
    setOpen((current) => {
      const roots = new Set(rootKey.split('\n'));
      const wanted = routeKey ? routeKey.split('\n') : [];
      const routeRoot = wanted.find((key) => roots.has(key));
      const kept = routeRoot ? current.filter((key) => !roots.has(key) || key === routeRoot) : current;
      return [...new Set([...kept, ...wanted])];
    });
  }, [routeKey, rootKey]);

  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.includes(key)) return current.filter((open) => open !== key);
      return rootKeys.includes(key) ? [...current.filter((open) => !rootKeys.includes(open)), key] : [...current, key];
    });

  return { open, toggle };
}
