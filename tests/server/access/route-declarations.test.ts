import Fastify, { type FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../server/app';
import { declaredAccess, ok, registerCallerHook, type DeclaredRoute } from '../../../server/http';
import { API, freshDataDir, startServer, type TestServer } from '../support/test-server';

/** When set, the module list gains one route that declares nothing (the last test). */
const extra = vi.hoisted(() => ({ undeclaredRoute: false }));
vi.mock('../../../server/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/modules')>();
  return {
    ...original,
    async registerModules(api: FastifyInstance) {
      await original.registerModules(api);
      if (extra.undeclaredRoute) api.get('/farm/forgotten', async () => ok(null));
    },
  };
});

/*
 * Deny by default (issue "Data boundaries", point 3): every API route says who may call it, and
 * one that says nothing does not start. Public and self-service routes are listed here by hand,
 * so a new one is a reviewed change to this file, not an accident.
 */

/** Reachable without a token: signing in and its helpers, files shown in <img> and iframes. */
const PUBLIC_ROUTES = [
  'GET /sys/randomImage/:checkKey',
  'POST /sys/login',
  'POST /sys/logout',
  'POST /sys/phoneLogin',
  'POST /sys/sms',
  'POST /sys/user/register',
  'POST /sys/user/phoneVerification',
  'GET /sys/user/passwordChange',
  'PUT,POST /sys/user/passwordChange',
  'GET /sys/cas/client/validateLogin',
  'POST /sys/cas/client/validateLogin',
  'GET /sys/thirdLogin/getLoginUser/:token/:thirdType',
  'GET /sys/thirdLogin/oauth2/:source/login',
  'GET /sys/thirdLogin/oauth2/:source/callback',
  'POST /sys/thirdLogin/oauth2/exchange',
  'GET /sys/common/static/*',
  'GET /sys/common/pdf/pdfPreviewIframe',
  // A report's print page opens in a new window: a single-use print ticket is its key (modules/online/print).
  'GET /online/cgreport/api/print',
  // A WebSocket handshake carries the token as its sub-protocol, not as a header: these check
  // it themselves before the upgrade (modules/push/socket-caller.ts).
  'GET /websocket/:userId',
  'GET /vxeSocket/:userId/:pageId',
  // The data screens' menu address: a new window carries no token; it only redirects to the console's screen.
  'GET /bigScreen/:screen',
];

/** Any signed-in user: what is theirs, and what every role's pages and forms need. */
const SELF_SERVICE_ROUTES = [
  // one's own account, session, menu and notices
  'GET /sys/permission/getUserPermissionByToken',
  'GET /sys/user/getCurrentUserDeparts',
  'PUT,POST /sys/selectDepart',
  'PUT,POST /sys/user/updatePassword',
  'GET /sys/user/login/setting/getUserData',
  'POST,PUT /sys/user/login/setting/userEdit',
  'GET /sys/user/queryById', // one's own record; anyone's with user:list
  'GET /sys/user/queryUserRole', // one's own roles; anyone's with user:list
  'GET /sys/role/queryall', // one's own roles; every role for the user and role pages
  'GET /sys/tenant/queryList', // one's own tenants; every one for the tenant page
  'GET /sys/annountCement/listByUser',
  'GET /sys/annountCement/queryById',
  'PUT,POST /sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT,POST /sys/sysAnnouncementSend/readAll',
  'GET /sys/sysAnnouncementSend/getMyAnnouncementSend',
  'GET /stats/workplace',
  'GET /stats/tasks',
  'GET /sys/loginfo',
  'GET /sys/visitInfo',
  // the stock JeecgBoot client's workplace and user page (modules/jeecg-client)
  'GET /mock/api/list/search/projects',
  'GET /mock/api/workplace/activity',
  'GET /mock/api/workplace/teams',
  'GET /mock/api/workplace/radar',
  'GET /mock/api/role',
  'GET /mock/api/service',
  'GET /sys/thirdApp/getEnabledType',
  // dictionaries and checks every form and list uses
  'GET /sys/dict/getDictItems/:dictCode',
  'GET /sys/dict/loadDict/:dictCode',
  'GET /sys/dict/loadDictOrderByValue/:dictCode',
  'GET /sys/dict/loadDictItem/:dictCode',
  'GET /sys/dict/queryTableData',
  'GET /sys/dict/queryAllDictItems',
  'GET /sys/dict/refleshCache',
  'GET /sys/dict/loadTreeData',
  'GET /sys/duplicate/check',
  'GET /sys/checkRule/checkByCode',
  'PUT /sys/fillRule/executeRuleByCode/:ruleCode',
  'PUT /sys/fillRule/executeRuleByCodeBatch',
  'POST /sys/common/upload',
  // pickers: picker fields only
  'GET /sys/user/queryUserComponentData',
  'GET /sys/user/getMultiUser',
  'GET /sys/user/queryUserByDepId',
  'GET /sys/sysDepart/queryTreeList',
  'GET /sys/sysDepart/queryDepartTreeSync',
  'GET /sys/sysDepart/queryIdTree',
  'GET /sys/sysDepart/searchBy',
  'GET /sys/sysDepart/queryMyDeptTreeList',
  'GET /sys/position/list',
  'GET /sys/position/queryById',
  'GET /sys/category/loadOne',
  'GET /sys/category/loadTreeChildren',
  'GET /sys/category/loadTreeRoot',
  'GET /sys/category/loadTreeData',
  'GET /sys/category/loadDictItem',
  'GET /sys/category/loadDictItem/',
  'GET /sys/category/loadAllData',
  // the category list shows the same names and codes every category select does
  'GET /sys/category/rootList',
  'GET /sys/category/childList',
  'GET /sys/category/getChildListBatch',
  'GET /sys/category/queryById',
];

let server: TestServer;
let routes: DeclaredRoute[];

/** "METHOD /path" without the API base; HEAD twins of GET routes are left out. */
const nameOf = (route: DeclaredRoute) => `${route.method} ${route.url.slice(API.length)}`;

beforeAll(async () => {
  server = await startServer();
  routes = server.app.apiRoutes.filter((route) => route.method !== 'HEAD');
});
afterAll(() => server.close());

describe('every API route declares who may call it', () => {
  it('lists every route with one of public, selfService, permission or role', () => {
    expect(routes.length).toBeGreaterThan(300);
    const undeclared = routes.filter(
      (route) => !['public', 'selfService', 'permission', 'role'].includes(route.access),
    );
    expect(undeclared.map(nameOf)).toEqual([]);
  });

  it('makes public only the routes listed here', () => {
    expect(
      routes
        .filter((route) => route.access === 'public')
        .map(nameOf)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('makes self-service only the routes listed here', () => {
    expect(
      routes
        .filter((route) => route.access === 'selfService')
        .map(nameOf)
        .sort(),
    ).toEqual([...SELF_SERVICE_ROUTES].sort());
  });

  it('names only button codes and roles the database holds, so no route is locked by a typo', async () => {
    const buttons = await server.app.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('menuType', '=', 2)
      .where('delFlag', '=', 0)
      .execute();
    const known = new Set(buttons.flatMap((row) => (row.perms ?? '').split(',').map((code) => code.trim())));
    const roles = new Set(
      (await server.app.db.selectFrom('sys_role').select('roleCode').execute()).map((role) => role.roleCode),
    );
    const unknownCodes = routes.flatMap((route) =>
      (route.permission ?? []).filter((code) => !known.has(code)).map((code) => `${nameOf(route)}: ${code}`),
    );
    expect(unknownCodes).toEqual([]);
    expect(routes.filter((route) => route.role && !roles.has(route.role)).map(nameOf)).toEqual([]);
  });

  it('includes the directory and the lists the guest role used to read', () => {
    const permissionOf = (name: string) => routes.find((route) => nameOf(route) === name)?.permission;
    expect(permissionOf('GET /sys/user/list')).toEqual(['user:list']);
    expect(permissionOf('GET /sys/role/list')).toEqual(['role:list']);
    expect(permissionOf('GET /sys/tenant/list')).toEqual(['tenant:list']);
    expect(permissionOf('GET /sys/dict/list')).toEqual(['dict:list']);
    expect(permissionOf('GET /sys/permission/list')).toEqual(['permission:list']);
  });
});

describe('a route that declares nothing', () => {
  /** A bare API scope with the caller hook, and one route registered with `config`. */
  async function scopeWith(config: Record<string, unknown> | undefined) {
    const app = Fastify();
    const declared: DeclaredRoute[] = [];
    await app.register(
      async (api) => {
        registerCallerHook(api, declared);
        api.get('/farm/undeclared', config ? { config } : {}, async () => ok(null));
      },
      { prefix: API },
    );
    return { app, declared };
  }

  it('fails the start, naming its method and address', async () => {
    await expect(scopeWith(undefined)).rejects.toThrow(
      `API route GET ${API}/farm/undeclared: declares none of public, selfService, permission or role`,
    );
    await expect(scopeWith({ signed: true })).rejects.toThrow(/GET \/farm-machine\/farm\/undeclared/);
    await expect(scopeWith({ permission: [] })).rejects.toThrow(/declares none/);
  });

  it('fails the start when it is public or self-service and names a permission too', async () => {
    await expect(scopeWith({ public: true, permission: 'user:list' })).rejects.toThrow(/`public: true` together with/);
    await expect(scopeWith({ selfService: true, role: 'admin' })).rejects.toThrow(/`selfService: true` together with/);
  });

  it('is listed once declared', async () => {
    const { app, declared } = await scopeWith({ permission: 'user:list' });
    expect(declared.map((route) => `${route.method} ${route.url}`)).toEqual([
      `GET ${API}/farm/undeclared`,
      `HEAD ${API}/farm/undeclared`,
    ]);
    await app.close();
  });

  it('keeps the whole server from starting, naming it', async () => {
    extra.undeclaredRoute = true;
    const dataDir = freshDataDir();
    try {
      const settings = { dataDir, captcha: false, adminPassword: 'Harvest-2024-x', demoData: false };
      await expect(buildServer({ settings })).rejects.toThrow(
        `API route GET ${API}/farm/forgotten: declares none of public, selfService, permission or role`,
      );
    } finally {
      extra.undeclaredRoute = false;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads each declaration the same way the hook does', () => {
    expect(declaredAccess({ public: true })).toBe('public');
    expect(declaredAccess({ selfService: true, signed: true })).toBe('selfService');
    expect(declaredAccess({ permission: ['a:b'], role: 'admin' })).toBe('permission');
    expect(declaredAccess({ role: 'admin' })).toBe('role');
    expect(declaredAccess({})).toEqual({ refused: 'declares none of public, selfService, permission or role' });
  });
});
