import { matchesRoutePath } from './menu-routes';

/** Where the always-there 403 page is; JeecgBoot's menu entry for it is `/exception/403`. */
export const FORBIDDEN_PATH = '/403';
const FORBIDDEN_ALIASES = ['/exception/403'];

/**
 * Where an address no route of the user's takes should lead: the 403 page when it names a page
 * that exists but is not granted to the user (the menu answer's `deniedRoutes`, parametrised ones
 * included) or the 403 page itself, else the 404 page.
 */
export function unknownPathTarget(pathname: string, deniedRoutes: readonly string[]): '/403' | '/404' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (FORBIDDEN_ALIASES.includes(path)) return FORBIDDEN_PATH;
  return deniedRoutes.some((route) => route === path || matchesRoutePath(route, path)) ? FORBIDDEN_PATH : '/404';
}
