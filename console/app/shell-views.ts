// The shell and the menu's pages as one group, loaded on demand (lazy-views.ts) once a signed-in
// user reaches a menu route: the login page does not ship them.
export { ShellLayout } from '../shell/layout/shell-layout';
export { MenuRoutePage } from '../pages/menu-route-page';
