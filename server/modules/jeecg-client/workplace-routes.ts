import type { FastifyPluginAsync } from 'fastify';
import { ok, requireCaller } from '../../http';
import { permissionCode, recordScopeOf, resourceByCode } from '../online';
import {
  callerTeams,
  inboxActivity,
  mockPage,
  ordersInService,
  WORKPLACE_PROJECTS,
  type MockPage,
} from './workplace-lists';
import { workplaceRadar } from './workplace-radar';

/** An empty page of the mock answers' shape: ten a page, none found. */
const noRows = <T>(): MockPage<T> => mockPage<T>([], 0, 10);

/**
 * `/mock/api/*`: what the stock client's 工作台 asks (views/dashboard/Workplace.vue and
 * api/manage.js), answered in the shapes of JeecgBoot's MockController. Every signed-in user
 * opens the workplace, so these are self-service, and each answers from what the caller may see.
 */
export const workplaceRoutes: FastifyPluginAsync = async (app) => {
  const orders = resourceByCode('farm_order');
  if (!orders) throw new Error('the farm_order resource is not declared');
  const orderList = permissionCode(orders.permission, 'list');

  // 进行中的项目: the orders in service the caller's order list shows; none without that list.
  app.get('/mock/api/list/search/projects', { config: { selfService: true } }, async (request) => {
    const { buttons } = await app.grants.grantsOf(app.db, requireCaller(request).userId);
    if (!buttons.has(orderList)) return ok(mockPage([], 0, WORKPLACE_PROJECTS));
    return ok(await ordersInService(app.db, await recordScopeOf(app, request, orders)));
  });

  // 动态: the newest announcements the caller received.
  app.get('/mock/api/workplace/activity', { config: { selfService: true } }, async (request) =>
    ok(await inboxActivity(app.db, requireCaller(request).userId, app.clock())),
  );

  // 团队: the caller's departments.
  app.get('/mock/api/workplace/teams', { config: { selfService: true } }, async (request) =>
    ok(await callerTeams(app.db, requireCaller(request).userId)),
  );

  // "XX 指数": the order rates of the caller's own orders, team and department (workplace-radar.ts);
  // none without the order list, whose rows they are counted over.
  app.get('/mock/api/workplace/radar', { config: { selfService: true } }, async (request) => {
    const caller = requireCaller(request);
    const { buttons } = await app.grants.grantsOf(app.db, caller.userId);
    if (!buttons.has(orderList)) return ok([]);
    const user = await app.db
      .selectFrom('sys_user')
      .select('orgCode')
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    return ok(
      await workplaceRadar(app.db, await recordScopeOf(app, request, orders), caller.username, user?.orgCode ?? null),
    );
  });

  // The page asks for these on creation and only writes the answers to the browser console
  // (getRoleList, getServiceList): empty pages of the shape they have, so nothing is disclosed.
  app.get('/mock/api/role', { config: { selfService: true } }, async () => ok(noRows()));
  app.get('/mock/api/service', { config: { selfService: true } }, async () => ok(noRows()));
};
