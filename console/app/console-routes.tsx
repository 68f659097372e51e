import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import {
  FORBIDDEN_PATH,
  HOME_PATH,
  LOGIN_PATH,
  OAUTH2_LOGIN_PATH,
  unknownPathTarget,
  usePermissionStore,
} from '../session';
import { consoleConfig } from './console-config';
import {
  AlterationPage,
  DataScreen,
  Exception403,
  Exception404,
  LoginPage,
  MenuRoutePage,
  OAuth2LoginPage,
  RegisterPage,
  RegisterResultPage,
  ShellLayout,
  SignInLayout,
  UiShowcasePage,
} from './lazy-views';
import { RouteSuspense } from './route-suspense';
import { UntitledPage } from './untitled-page';

/**
 * The route table: the fixed routes of shell spec section 2, and the menu's routes as children
 * of the root layout. An unknown path goes to /403 when it names a page the user is not granted,
 * else to /404. The views behind the routes are fetched by group
 * on first need (lazy-views.tsx).
 */
export function ConsoleRoutes(): ReactElement {
  const routes = usePermissionStore((state) => state.routes);
  return (
    <RouteSuspense>
      <Routes>
        <Route path="/user" element={<SignInLayout />}>
          <Route index element={<Navigate to={LOGIN_PATH} replace />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="register-result" element={<RegisterResultPage />} />
          <Route path="alteration" element={<AlterationPage />} />
        </Route>
        <Route path="/oauth2-app" element={<SignInLayout />}>
          <Route index element={<Navigate to={OAUTH2_LOGIN_PATH} replace />} />
          <Route path="login" element={<OAuth2LoginPage />} />
        </Route>
        <Route path="/test">
          <Route index element={<Navigate to="/test/home" replace />} />
          <Route
            path="home"
            element={
              <UntitledPage>
                <UiShowcasePage />
              </UntitledPage>
            }
          />
        </Route>
        <Route
          path={FORBIDDEN_PATH}
          element={
            <UntitledPage>
              <Exception403 />
            </UntitledPage>
          }
        />
        <Route
          path="/404"
          element={
            <UntitledPage>
              <Exception404 />
            </UntitledPage>
          }
        />
        <Route
          path="/map/dataScreen"
          element={
            <UntitledPage>
              <DataScreen screen="map" />
            </UntitledPage>
          }
        />
        <Route
          path="/yield/dataScreen"
          element={
            <UntitledPage>
              <DataScreen screen="yield" />
            </UntitledPage>
          }
        />
        <Route path="/" element={<ShellLayout />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<MenuRoutePage route={route} prefetchOtherPages={consoleConfig.prefetchPages} />}
            />
          ))}
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </RouteSuspense>
  );
}

function UnknownPath(): ReactElement {
  const { pathname } = useLocation();
  const deniedRoutes = usePermissionStore((state) => state.deniedRoutes);
  return <Navigate to={unknownPathTarget(pathname, deniedRoutes)} replace />;
}
