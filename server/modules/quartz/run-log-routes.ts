import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';

const runLogResource: ListResource = { fields: resourceFields('sys_quartz_log'), defaultSort: 'startTime' };

/**
 * `GET /sys/quartzJob/log/list`: the runs of the scheduled jobs (start, end, outcome, message),
 * newest first, with every list-query convention (`jobId=`, `outcome=failure`, time ranges).
 */
export const runLogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/quartzJob/log/list',
    { config: { permission: 'quartz:log' } },
    async (request) =>
      ok(
        await fetchPage(app.db.selectFrom('sys_quartz_log').selectAll(), parseListQuery(request.query, runLogResource)),
      ),
  );
};
