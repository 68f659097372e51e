import { describe, expect, it } from 'vitest';
import {
  HOME_PATH,
  LOGIN_PATH,
  OAUTH2_LOGIN_PATH,
  afterMenuLoaded,
  decideNavigation,
  loginAfterFailure,
  type GuardInput,
} from '../../../console/session/navigation-guard';

const visit = (path: string, state: Partial<GuardInput> = {}): GuardInput => ({
  path: path.split(/[?#]/)[0],
  fullPath: path,
  loggedIn: false,
  menuLoaded: false,
  oauth2AppEnv: false,
  ...state,
});

describe('a logged-in user opening login or the OAuth2 login page goes to the home path', () => {
  it.each([LOGIN_PATH, OAUTH2_LOGIN_PATH])('%s', (path) => {
    expect(decideNavigation(visit(path, { loggedIn: true, menuLoaded: true }))).toEqual({
      kind: 'redirect',
      to: HOME_PATH,
    });
    expect(decideNavigation(visit(path, { loggedIn: true }))).toEqual({ kind: 'redirect', to: HOME_PATH });
  });
});

describe('an unauthenticated user is sent to login with a redirect query holding the full path', () => {
  it('keeps the query and hash of the original path', () => {
    const decision = decideNavigation(visit('/system/user?pageNo=2#list'));
    expect(decision).toEqual({ kind: 'redirect', to: '/user/login?redirect=%2Fsystem%2Fuser%3FpageNo%3D2%23list' });
  });

  it('goes to the OAuth2 login page instead inside an enterprise-chat browser', () => {
    expect(decideNavigation(visit('/system/user', { oauth2AppEnv: true }))).toEqual({
      kind: 'redirect',
      to: '/oauth2-app/login?redirect=%2Fsystem%2Fuser',
    });
  });

  it('protects the fixed pages outside the menu too', () => {
    for (const path of ['/404', '/map/dataScreen', '/yield/dataScreen', '/test/home', HOME_PATH]) {
      expect(decideNavigation(visit(path))).toMatchObject({
        kind: 'redirect',
        to: expect.stringMatching(/^\/user\/login\?redirect=/),
      });
    }
  });
});

describe('the unauthenticated exceptions open without login', () => {
  it.each(['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/oauth2-app/login'])(
    '%s',
    (path) => {
      expect(decideNavigation(visit(path))).toEqual({ kind: 'proceed' });
    },
  );

  it('sends the login page to the OAuth2 login page in an enterprise-chat browser', () => {
    expect(decideNavigation(visit(LOGIN_PATH, { oauth2AppEnv: true }))).toEqual({
      kind: 'redirect',
      to: OAUTH2_LOGIN_PATH,
    });
  });
});

describe('with a token and no menu yet, the menu is loaded before navigation proceeds', () => {
  it('asks for the menu, then proceeds once it is there', () => {
    expect(decideNavigation(visit('/system/user', { loggedIn: true }))).toEqual({ kind: 'load-menu' });
    expect(decideNavigation(visit('/system/user', { loggedIn: true, menuLoaded: true }))).toEqual({ kind: 'proceed' });
  });
});

describe('the fixed route table redirects', () => {
  it.each([
    ['/', HOME_PATH],
    ['/user', LOGIN_PATH],
    ['/oauth2-app', OAUTH2_LOGIN_PATH],
    ['/test', '/test/home'],
  ])('%s goes to %s', (path, to) => {
    expect(decideNavigation(visit(path))).toEqual({ kind: 'redirect', to });
    expect(decideNavigation(visit(path, { loggedIn: true, menuLoaded: true }))).toEqual({ kind: 'redirect', to });
  });
});

describe('after the menu has loaded the user returns to the redirect target', () => {
  it('goes to the target the login page carried', () => {
    expect(afterMenuLoaded('?redirect=%2Fsystem%2Fuser%3FpageNo%3D2', HOME_PATH)).toBe('/system/user?pageNo=2');
  });

  it('stays when there is no target, or it is the page already open', () => {
    expect(afterMenuLoaded(null, HOME_PATH)).toBeNull();
    expect(afterMenuLoaded('', HOME_PATH)).toBeNull();
    expect(afterMenuLoaded('?redirect=%2Fdashboard%2Fanalysis', HOME_PATH)).toBeNull();
  });

  it('ignores a crafted target and stays on the page being opened', () => {
    expect(afterMenuLoaded('?redirect=%2F%2Fevil.example', HOME_PATH)).toBeNull();
    expect(afterMenuLoaded('?redirect=https%3A%2F%2Fevil.example', HOME_PATH)).toBeNull();
    expect(afterMenuLoaded('?redirect=%2F%5Cevil.example', HOME_PATH)).toBeNull();
  });
});

describe('a failed menu load returns to login with the redirect', () => {
  it('carries the full path', () => {
    expect(loginAfterFailure('/system/user?x=1')).toBe('/user/login?redirect=%2Fsystem%2Fuser%3Fx%3D1');
  });
});
