import { lazyView, viewGroup } from '../lazy';

// The console split by route: the sign-in views, the shell with its pages, and the fixed pages
// outside the shell are each one chunk, so the login page ships neither the shell nor its pages.
// Each view suspends up to the route table's loading state (route-suspense.tsx) until its group
// has arrived, and draws at once when it has.
const signInViews = viewGroup(() => import('../session/views/sign-in-views'));
const shellViews = viewGroup(() => import('./shell-views'));
const standaloneViews = viewGroup(() => import('./standalone-views'));

export const SignInLayout = lazyView(signInViews, (views) => views.SignInLayout);
export const LoginPage = lazyView(signInViews, (views) => views.LoginPage);
export const RegisterPage = lazyView(signInViews, (views) => views.RegisterPage);
export const RegisterResultPage = lazyView(signInViews, (views) => views.RegisterResultPage);
export const AlterationPage = lazyView(signInViews, (views) => views.AlterationPage);
export const OAuth2LoginPage = lazyView(signInViews, (views) => views.OAuth2LoginPage);
export const ShellLayout = lazyView(shellViews, (views) => views.ShellLayout);
export const MenuRoutePage = lazyView(shellViews, (views) => views.MenuRoutePage);
export const UiShowcasePage = lazyView(standaloneViews, (views) => views.UiShowcasePage);
export const Exception403 = lazyView(standaloneViews, (views) => views.Exception403);
export const Exception404 = lazyView(standaloneViews, (views) => views.Exception404);
export const DataScreen = lazyView(standaloneViews, (views) => views.DataScreen);

/** Starts fetching the shell while the menu loads, so that both arrive together after sign-in. */
export function preloadShell(): void {
  shellViews.prefetch();
}
