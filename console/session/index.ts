// The session: stores, login and logout, the navigation guard, the menu's routes and the
// sign-in views.
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
export { NavigationGate } from './navigation-gate';
export { menuToRoutes, permittedMenu, routeByName, trimMatches, type MenuRouteOptions } from './menu-routes';
export { withBuiltInRoutes } from './built-in-routes';
export { fillMenuUrl, isOpenableUrl, type PlaceholderSource } from './menu-url';
export { menuUrlSource } from './menu-url-source';
export { menuProblem, VUE3_LAYOUT_COMPONENT, type MenuProblem } from './menu-check';
export type { ConsoleRoute, MenuMeta, MenuNode, RouteCrumb, RouteMeta } from './menu-types';
export { acceptLogin, LoginRejected, type LoginAnswer, type LoginDepart, type LoginTenant } from './login-answer';
export { failureMessage } from './views/failure-message';
export { SignInLayout, ConsoleCopyright } from './views/sign-in-layout';
export { LoginPage } from './views/login-page';
export { RegisterPage } from './views/register-page';
export { RegisterResultPage } from './views/register-result-page';
export { AlterationPage } from './views/alteration-page';
export { OAuth2LoginPage } from './views/oauth2-login-page';
