// The session: stores, login and logout, the navigation guard and the menu's routes.
export { useSessionStore } from './session-store';
export { usePermissionStore, USER_PERMISSION_PATH, type MenuLoadOutcome } from './permission-store';
export { logout, onLogout, LOGOUT_PATH } from './logout';
export { setCurrentRoute, currentRoute } from './current-route';
export {
  HOME_PATH,
  LOGIN_PATH,
  OAUTH2_LOGIN_PATH,
  UNAUTHENTICATED_PATHS,
  decideNavigation,
  afterMenuLoaded,
  loginAfterFailure,
  type GuardDecision,
  type GuardInput,
} from './navigation-guard';
export { safeRedirectTarget } from './redirect-target';
export { NavigationGate, type NavigationGateProps } from './navigation-gate';
export {
  filledMenuPath,
  isExternalMenuPath,
  matchesRoutePath,
  menuToRoutes,
  permittedMenu,
  routeByName,
  trimMatches,
  type MenuRouteOptions,
} from './menu-routes';
export { withBuiltInRoutes } from './built-in-routes';
export { FIXED_ROUTE_PATHS } from './fixed-routes';
export { fillMenuUrl, isOpenableUrl, type PlaceholderSource } from './menu-url';
export { menuUrlSource } from './menu-url-source';
export { menuProblem, VUE3_LAYOUT_COMPONENT, type MenuProblem } from './menu-check';
export type { ConsoleRoute, MenuMeta, MenuNode, RouteCrumb, RouteMeta } from './menu-types';
export { acceptLogin, LoginRejected, type LoginAnswer, type LoginDepart, type LoginTenant } from './login-answer';
export { failureMessage } from './views/failure-message';
// The sign-in views are not exported here: the console loads them on demand (views/sign-in-views.ts),
// so that what the session barrel pulls in stays free of them.
export { FORBIDDEN_PATH, unknownPathTarget } from './denied-path';
export { configureSession, sessionSettings, type SessionSettings, type ThirdPartyProvider } from './session-settings';
