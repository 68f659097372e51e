import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DataScreenUnavailable, MenuRoutePage, TestHome } from '../pages';
import { Exception404 } from '../pages/exception';
import {
  AlterationPage,
  HOME_PATH,
  LOGIN_PATH,
  LoginPage,
  OAUTH2_LOGIN_PATH,
  OAuth2LoginPage,
  RegisterPage,
  RegisterResultPage,
  SignInLayout,
  usePermissionStore,
} from '../session';
import { ShellLayout } from '../shell';
import { UntitledPage } from './untitled-page';

/**
 * The route table: the fixed routes of shell spec section 2, and the menu's routes as children
 * of the root layout. Unknown paths go to /404.
 */
export function ConsoleRoutes(): ReactElement {
  const routes = usePermissionStore((state) => state.routes);
  return (
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
        <Route path="home" element={<UntitledPage><TestHome /></UntitledPage>} />
      </Route>
      <Route path="/404" element={<UntitledPage><Exception404 /></UntitledPage>} />
      <Route path="/map/dataScreen" element={<UntitledPage><DataScreenUnavailable screen="map" /></UntitledPage>} />
      <Route path="/yield/dataScreen" element={<UntitledPage><DataScreenUnavailable screen="yield" /></UntitledPage>} />
      <Route path="/" element={<ShellLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<MenuRoutePage route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
