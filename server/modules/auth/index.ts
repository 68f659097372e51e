import type { FastifyPluginAsync } from 'fastify';
import { captchaRoute } from './captcha-route';
import { CaptchaStore } from './captcha-store';
import { departRoutes } from './depart-routes';
import { LoginThrottle } from './login-throttle';
import { loginRoute } from './login-route';
import { passwordRoute } from './password-route';
import { permissionRoute } from './permission-route';
import { sessionRoutes } from './session-routes';

/** Session routes: captcha, login, logout, menu and buttons by token, departments, password. */
export const authModule: FastifyPluginAsync = async (app) => {
  const state = {
    captchas: new CaptchaStore(app.clock, app.sharedState),
    throttle: new LoginThrottle(app.clock, app.sharedState),
  };
  await app.register(captchaRoute, state);
  await app.register(loginRoute, state);
  await app.register(passwordRoute, state);
  await app.register(sessionRoutes);
  await app.register(permissionRoute);
  await app.register(departRoutes);
};

export { buildMenuTree, authList, allAuthList, routeNameOf } from './menu-tree';
export type { MenuNode, AuthEntry, AllAuthEntry } from './menu-tree';
export { CAPTCHA_LIFETIME_MS, CaptchaStore } from './captcha-store';
export { CAPTCHA_ISSUE_LIMIT } from './captcha-route';
export { LOGIN_LIMITS } from './login-throttle';
export { KNOWN_ADDRESS_DAYS } from './known-address';
export { CAPTCHA_LENGTH, captchaImage } from './captcha-image';
