import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ok, requireCaller } from '../../http';
import { recordScopeOf, type RecordScope, type ResourceSpec } from '../online';
import { YIELD_STATISTICS_BUTTON } from '../online/button-permissions';
import { XLSX_CONTENT_TYPE } from '../online/excel/limits';
import {
  orderStatistics as orderStatisticsReport,
  workStatistics as workStatisticsReport,
} from '../online/reports/statistics-reports';
import { attachmentHeader } from '../online/excel/export-records';
import { orderResource } from '../../resources/orders';
import { yieldDataResource } from '../../resources/yield';
import { permissionCode } from '../online/routes/caller-grants';
import { analysisFigures } from './order-analysis';
import { mapScreenFigures, yieldScreenFigures } from './screen-figures';
import { RequestMeter, serverHealth } from './server-health';
import { orderStatistics } from './order-statistics';
import {
  ORDER_STATISTICS_TITLE,
  orderStatisticsWorkbook,
  YIELD_STATISTICS_TITLE,
  yieldStatisticsWorkbook,
} from './statistics-export';
import { parseOrderGroup, parseYieldGroup } from './statistics-groups';
import type { ScopeOf } from './record-scopes';
import { parseStatsRange } from './stats-range';
import { yieldStatistics } from './yield-statistics';
import { taskBoard } from './task-board';
import { workplaceFigures } from './workplace-figures';

type Query = Record<string, unknown>;

/**
 * The button codes that open the figures: those that open the lists they summarise. The
 * statistics pages also open with their own report button (the code the generic report API
 * checks for the same page), so a role can be given the statistics without the lists.
 */
const ORDER_LIST = permissionCode(orderResource.permission, 'list');
const YIELD_LIST = permissionCode(yieldDataResource.permission, 'list');

export const STATS_PERMISSIONS = {
  orders: ORDER_LIST,
  yield: YIELD_LIST,
  orderStatistics: [ORDER_LIST, orderStatisticsReport.permission, workStatisticsReport.permission],
  yieldStatistics: [YIELD_LIST, YIELD_STATISTICS_BUTTON.code],
} as const;

/** The request's scope on each resource a figure reads, worked out once per resource and request. */
function scopesOf(app: FastifyInstance, request: FastifyRequest): ScopeOf {
  const known = new Map<ResourceSpec, Promise<RecordScope>>();
  return (resource) => {
    const scope = known.get(resource) ?? recordScopeOf(app, request, resource);
    known.set(resource, scope);
    return scope;
  };
}

const statsRoutes: FastifyPluginAsync = async (app) => {
  const meter = new RequestMeter();
  // Counts every API request (the plugin shares the API scope), for the monitor's request rate.
  app.addHook('onResponse', async () => meter.record(app.clock()));

  app.get<{ Querystring: Query }>(
    '/stats/analysis',
    { config: { permission: STATS_PERMISSIONS.orders } },
    async (request) =>
      ok(await analysisFigures(app.db, parseStatsRange(request.query, app.clock()), scopesOf(app, request))),
  );

  app.get<{ Querystring: Query }>(
    '/stats/orderStatistics',
    { config: { permission: STATS_PERMISSIONS.orderStatistics } },
    async (request) =>
      ok(
        await orderStatistics(
          app.db,
          parseStatsRange(request.query, app.clock()),
          parseOrderGroup(request.query),
          await recordScopeOf(app, request, orderResource),
        ),
      ),
  );

  app.get<{ Querystring: Query }>(
    '/stats/orderStatistics/exportXls',
    { config: { permission: STATS_PERMISSIONS.orderStatistics } },
    async (request, reply) => {
      const group = parseOrderGroup(request.query);
      const rows = await orderStatistics(
        app.db,
        parseStatsRange(request.query, app.clock()),
        group,
        await recordScopeOf(app, request, orderResource),
      );
      reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentHeader(ORDER_STATISTICS_TITLE));
      return orderStatisticsWorkbook(rows, group);
    },
  );

  app.get<{ Querystring: Query }>(
    '/stats/yieldStatistics',
    { config: { permission: STATS_PERMISSIONS.yieldStatistics } },
    async (request) =>
      ok(
        await yieldStatistics(
          app.db,
          parseStatsRange(request.query, app.clock()),
          parseYieldGroup(request.query),
          await recordScopeOf(app, request, yieldDataResource),
        ),
      ),
  );

  app.get<{ Querystring: Query }>(
    '/stats/yieldStatistics/exportXls',
    { config: { permission: STATS_PERMISSIONS.yieldStatistics } },
    async (request, reply) => {
      const group = parseYieldGroup(request.query);
      const rows = await yieldStatistics(
        app.db,
        parseStatsRange(request.query, app.clock()),
        group,
        await recordScopeOf(app, request, yieldDataResource),
      );
      reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentHeader(YIELD_STATISTICS_TITLE));
      return yieldStatisticsWorkbook(rows, group);
    },
  );

  // The workplace and task boards show each role the figures of the lists its buttons open.
  app.get('/stats/workplace', { config: { selfService: true } }, async (request) => {
    const { buttons } = await app.grants.grantsOf(app.db, requireCaller(request).userId);
    return ok(await workplaceFigures(app.db, buttons, scopesOf(app, request)));
  });

  app.get('/stats/tasks', { config: { selfService: true } }, async (request) => {
    const { buttons } = await app.grants.grantsOf(app.db, requireCaller(request).userId);
    return ok(await taskBoard(app.db, buttons, scopesOf(app, request)));
  });

  app.get('/stats/monitor', { config: { role: 'admin' } }, async () =>
    ok(await serverHealth(meter, app.db, app.settings.dataDir, app.clock())),
  );

  app.get('/stats/mapScreen', { config: { permission: STATS_PERMISSIONS.orders } }, async (request) =>
    ok(await mapScreenFigures(app.db, app.clock(), scopesOf(app, request))),
  );

  app.get('/stats/yieldScreen', { config: { permission: STATS_PERMISSIONS.yield } }, async (request) =>
    ok(await yieldScreenFigures(app.db, scopesOf(app, request))),
  );
};

/**
 * Dashboard and data-screen figures, all aggregated by SQL on each call (nothing stored) from the
 * business rows the caller's lists show: the request tenant's, within the caller's data rules on
 * each list's page. Not encapsulated, so its request meter sees the whole API scope.
 */
export const statsModule = fp(statsRoutes, { name: 'farm-stats' });
