import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { MAX_PAGE_SIZE, orderListQuery, parseListQuery, whereListQuery, type ListResource } from '../../../query';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';
import { sentFieldsOnly } from '../sent-fields';
import {
  gatewayAddSchema,
  gatewayColumns,
  gatewayEditSchema,
  gatewayRecord,
  type GatewayRouteBody,
} from './gateway-route-body';
import { gatewayFields } from './managed-fields';

const gatewayResource: ListResource = { fields: gatewayFields, defaultSort: 'createTime' };

/**
 * `/sys/gatewayRoute/*`: gateway routes as a managed list ('gateway:list' to read, the usual
 * button codes to change). The list answers an array of every route (filters apply, paging
 * does not), as JeecgBoot's does.
 */
export const gatewayRoutes: FastifyPluginAsync = async (app) => {
  const routerIdTaken = async (routerId: string, exceptId?: string) => {
    let query = app.db.selectFrom('sys_gateway_route').select('id').where('routerId', '=', routerId);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return Boolean(await query.executeTakeFirst());
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/gatewayRoute/list',
    { config: { permission: 'gateway:list' } },
    async (request) => {
      const list = parseListQuery(request.query, gatewayResource);
      const rows = await orderListQuery(whereListQuery(app.db.selectFrom('sys_gateway_route').selectAll(), list), list)
        .limit(MAX_PAGE_SIZE)
        .execute();
      return ok(rows.map(gatewayRecord));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/gatewayRoute/queryById',
    { config: { permission: 'gateway:list' }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_gateway_route')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return row ? ok(gatewayRecord(row)) : fail(systemMessages.notFound);
    },
  );

  app.post<{ Body: GatewayRouteBody }>(
    '/sys/gatewayRoute/add',
    { config: { permission: 'gateway:add' }, schema: { body: gatewayAddSchema } },
    async (request) => {
      const columns = gatewayColumns(request.body);
      if (await routerIdTaken(columns.routerId)) return fail(systemMessages.routerIdTaken);
      await app.db
        .insertInto('sys_gateway_route')
        .values({
          id: newId(),
          ...columns,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.route<{ Body: GatewayRouteBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/gatewayRoute/edit',
    config: { permission: 'gateway:edit' },
    schema: { body: gatewayEditSchema },
    handler: async (request) => {
      const columns = gatewayColumns(request.body);
      if (await routerIdTaken(columns.routerId, request.body.id)) return fail(systemMessages.routerIdTaken);
      const result = await app.db
        .updateTable('sys_gateway_route')
        .set({
          ...sentFieldsOnly(columns, request.body),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? okMessage(systemMessages.editSucceeded) : fail(systemMessages.notFound);
    },
  });

  const remove = async (ids: string[]) => {
    const result = await app.db.deleteFrom('sys_gateway_route').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows) ? okMessage(systemMessages.deleted) : fail(systemMessages.notFound);
  };
  app.delete<{ Querystring: { id: string } }>(
    '/sys/gatewayRoute/delete',
    { config: { permission: 'gateway:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id)),
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/gatewayRoute/deleteBatch',
    { config: { permission: 'gateway:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids)),
  );
};
