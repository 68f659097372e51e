import type { LowAppRoute } from '../../elements/core/http';

let current: LowAppRoute | null = null;

/**
 * The route on screen, as the HTTP client's low-app header needs it: routes named low-app…
 * with an appId parameter send X-Low-App-ID (shell spec section 2). Set by the page frame.
 */
export function setCurrentRoute(route: LowAppRoute | null): void {
  current = route;
}

export function currentRoute(): LowAppRoute | null {
  return current;
}
