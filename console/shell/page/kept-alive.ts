import { getKeptAliveRoutes, setKeptAliveRoutes } from '../../../elements/core/session';

/**
 * The component names of pages kept alive, remembered in local storage under JeecgBoot's
 * CACHE_INCLUDED_ROUTES (through elements/core/session, so logout clears them).
 */
export function keepAlive(componentName: string): string[] {
  const kept = getKeptAliveRoutes();
  if (kept.includes(componentName)) return kept;
  const next = [...kept, componentName];
  setKeptAliveRoutes(next);
  return next;
}

/** Stops keeping these pages alive (their tabs were closed). */
export function forgetKeptAlive(componentNames: readonly (string | null)[]): string[] {
  const kept = getKeptAliveRoutes();
  const next = kept.filter((name) => !componentNames.includes(name));
  if (next.length !== kept.length) setKeptAliveRoutes(next);
  return next;
}
