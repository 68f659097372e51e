import { use, type ReactElement } from 'react';
import type { ConsoleRoute } from '../session';
import { viewGroup } from './view-group';

// The console split by route: the sign-in views, the shell with its pages, and the fixed pages
// outside the shell are each one chunk, so the login page ships neither the shell nor its pages.
// Each view reads its group's module with use(): at once when it has arrived, otherwise suspending
// up to the route table's loading state (route-suspense.tsx).
const signInViews = viewGroup(() => import('../session/views/sign-in-views'));
const shellViews = viewGroup(() => import('./shell-views'));
const standaloneViews = viewGroup(() => import('./standalone-views'));

export function SignInLayout(): ReactElement {
  const views = use(signInViews.load());
  return <views.SignInLayout />;
}

export function LoginPage(): ReactElement {
  const views = use(signInViews.load());
  return <views.LoginPage />;
}

export function RegisterPage(): ReactElement {
  const views = use(signInViews.load());
  return <views.RegisterPage />;
}

export function RegisterResultPage(): ReactElement {
  const views = use(signInViews.load());
  return <views.RegisterResultPage />;
}

export function AlterationPage(): ReactElement {
  const views = use(signInViews.load());
  return <views.AlterationPage />;
}

export function OAuth2LoginPage(): ReactElement {
  const views = use(signInViews.load());
  return <views.OAuth2LoginPage />;
}

export function ShellLayout(): ReactElement {
  const views = use(shellViews.load());
  return <views.ShellLayout />;
}

export function MenuRoutePage({ route }: { route: ConsoleRoute }): ReactElement {
  const views = use(shellViews.load());
  return <views.MenuRoutePage route={route} />;
}

export function TestHome(): ReactElement {
  const views = use(standaloneViews.load());
  return <views.TestHome />;
}

export function Exception403(): ReactElement {
  const views = use(standaloneViews.load());
  return <views.Exception403 />;
}

export function Exception404(): ReactElement {
  const views = use(standaloneViews.load());
  return <views.Exception404 />;
}

export function DataScreen({ screen }: { screen: 'map' | 'yield' }): ReactElement {
  const views = use(standaloneViews.load());
  return <views.DataScreen screen={screen} />;
}

/** Starts fetching the shell while the menu loads, so that both arrive together after sign-in. */
export function preloadShell(): void {
  shellViews.prefetch();
}
