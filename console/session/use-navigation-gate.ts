import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { getToken } from '../../elements/core/session';
import { logout } from './logout';
import { afterMenuLoaded, decideNavigation, loginAfterFailure } from './navigation-guard';
import { declineOAuth2App, isOAuth2AppEnv } from './oauth2-app-env';
import { usePermissionStore } from './permission-store';

export type Gate =
  | { kind: 'open' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loading' }
  | { kind: 'menu-unusable' };

const fullPathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/**
 * The navigation guard as a hook: decides for each location (a router guard runs on navigation,
 * not when the token changes, so the decision is taken once per location and when the menu
 * state changes) and loads the menu when a signed-in user has none yet.
 */
export function useNavigationGate(): Gate {
  const location = useLocation();
  const navigate = useNavigate();
  const status = usePermissionStore((state) => state.status);
  const previous = useRef<Location | null>(null);
  // Where to go once the menu is there, worked out from the page the user came from.
  const afterLoad = useRef<{ key: string; target: string | null } | null>(null);
  const fullPath = fullPathOf(location);

  const decision = decideNavigation({
    path: location.pathname,
    fullPath,
    loggedIn: Boolean(getToken()),
    menuLoaded: status === 'ready',
    oauth2AppEnv: isOAuth2AppEnv(),
  });
  const loading = decision.kind === 'load-menu' && status !== 'vue3';
  if (loading && afterLoad.current?.key !== location.key) {
    afterLoad.current = { key: location.key, target: afterMenuLoaded(previous.current?.search ?? null, fullPath) };
  }

  useEffect(() => {
    previous.current = location;
  }, [location]);

  useEffect(() => {
    if (!loading) return;
    let active = true;
    void usePermissionStore
      .getState()
      .load()
      .then(async (outcome) => {
        if (!active || outcome !== 'failed') return;
        // "If that fails the user is logged out and sent to login with the redirect." In an
        // enterprise-chat browser that login would sign in through the app again and fail again,
        // round and round: this tab gets the ordinary login instead.
        if (isOAuth2AppEnv()) declineOAuth2App();
        await logout().catch(() => undefined);
        navigate(loginAfterFailure(fullPath), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [loading, fullPath, navigate]);

  if (status === 'vue3') return { kind: 'menu-unusable' };
  if (decision.kind === 'redirect') return decision;
  if (loading) return { kind: 'loading' };
  const pending = afterLoad.current;
  if (pending?.key === location.key && pending.target) return { kind: 'redirect', to: pending.target };
  return { kind: 'open' };
}
