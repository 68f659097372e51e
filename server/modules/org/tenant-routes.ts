import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../db';
import { callerHolds, fail, ok, okMessage, requireCaller } from '../../http';
import { orgMessages, systemMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { idList, idsQuerySchema, sentFieldsOnly } from '../system';
import { holdingsOf } from './tenant-holdings';
import { rewriteUserLists } from './user-lists';

const tenantResource: ListResource = { fields: resourceFields('sys_tenant'), defaultSort: 'createTime' };

/** The 租户管理 page's reading button. */
const TENANT_LIST = 'tenant:list';

interface TenantBody {
  id: number;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  /** 1 normal, 0 frozen. */
  status?: number | null;
}

const dateTime = { type: ['string', 'null'], pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)?$' } as const;
const tenantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: {
    // The tenant number is chosen by the administrator (JeecgBoot's form asks for it).
    id: { type: 'integer', minimum: 1, maximum: 999_999_999 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    beginDate: dateTime,
    endDate: dateTime,
    status: { type: ['integer', 'null'], enum: [0, 1, null] },
  },
} as const;

const tenantIdQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 999_999_999 } },
} as const;

/** A date from the form as stored: a bare day becomes its first second. */
const asDateTime = (value: string | null | undefined) =>
  value ? (value.length === 10 ? `${value} 00:00:00` : value) : null;

/**
 * `/sys/tenant/*`: tenants. Users list their tenants in `relTenantIds`; only a tenant no present
 * user lists and no business row belongs to may be deleted.
 */
export const tenantRoutes: FastifyPluginAsync = async (app) => {
  const columns = (body: TenantBody) => ({
    name: body.name.trim(),
    beginDate: asDateTime(body.beginDate),
    endDate: asDateTime(body.endDate),
    status: body.status ?? 1,
  });

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/tenant/list',
    { config: { permission: TENANT_LIST } },
    async (request) => {
      return ok(
        await fetchPage(app.db.selectFrom('sys_tenant').selectAll(), parseListQuery(request.query, tenantResource)),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/sys/tenant/queryById',
    { config: { permission: TENANT_LIST }, schema: { querystring: tenantIdQuery } },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_tenant')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return row ? ok(row) : fail(systemMessages.notFound);
    },
  );

  // The valid tenants, optionally among the given ids (the tenant select of the sign-in pages):
  // the caller's own tenants (`relTenantIds`), every one only for the tenant page's holders.
  app.get<{ Querystring: { ids?: string } }>(
    '/sys/tenant/queryList',
    {
      config: { selfService: true },
      schema: { querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 20_000 } } } },
    },
    async (request) => {
      let query = app.db.selectFrom('sys_tenant').selectAll().where('status', '=', 1);
      if (!(await callerHolds(app, request, TENANT_LIST))) {
        const own = await app.db
          .selectFrom('sys_user')
          .select('relTenantIds')
          .where('id', '=', requireCaller(request).userId)
          .executeTakeFirst();
        const ownIds = idList(own?.relTenantIds)
          .map(Number)
          .filter((id) => Number.isSafeInteger(id));
        query = query.where('id', 'in', ownIds.length ? ownIds : [0]);
      }
      const ids = idList(request.query.ids)
        .map(Number)
        .filter((id) => Number.isSafeInteger(id));
      if (request.query.ids !== undefined) query = query.where('id', 'in', ids.length ? ids : [0]);
      return ok(await query.orderBy('id').execute());
    },
  );

  app.post<{ Body: TenantBody }>(
    '/sys/tenant/add',
    { config: { permission: 'tenant:add' }, schema: { body: tenantSchema } },
    async (request) => {
      if (await app.db.selectFrom('sys_tenant').select('id').where('id', '=', request.body.id).executeTakeFirst())
        return fail(orgMessages.tenantIdTaken);
      await app.db
        .insertInto('sys_tenant')
        .values({
          id: request.body.id,
          ...columns(request.body),
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.put<{ Body: TenantBody }>(
    '/sys/tenant/edit',
    { config: { permission: 'tenant:edit' }, schema: { body: tenantSchema } },
    async (request) => {
      const result = await app.db
        .updateTable('sys_tenant')
        .set(sentFieldsOnly(columns(request.body), request.body))
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? okMessage(systemMessages.editSucceeded) : fail(systemMessages.notFound);
    },
  );

  /**
   * As JeecgBoot (`removeTenantById`, `deleteBatch`): a tenant still in use is never deleted, or
   * its users would lose it and its rows would stay behind, readable by no one until a tenant of
   * that number is added again. In use: a present user lists it, or a business row is its. One
   * tenant is refused saying what it still holds; a batch deletes the empty ones and names the
   * others (refused when none is empty). Checked and deleted in one transaction, so nothing
   * joins the tenant in between.
   */
  const remove = async (raw: string, single: boolean) => {
    const ids = idList(raw);
    if (!ids.length || ids.some((id) => !/^\d{1,9}$/.test(id))) return fail(systemMessages.idsRequired);
    return app.db.transaction().execute(async (trx) => {
      const tenants = await trx
        .selectFrom('sys_tenant')
        .select(['id', 'name'])
        .where('id', 'in', ids.map(Number))
        .execute();
      if (tenants.length !== ids.length) return fail(systemMessages.notFound);
      const holdings = await holdingsOf(
        trx,
        tenants.map((tenant) => tenant.id),
      );
      const holding = (id: number) => {
        const held = holdings.get(id);
        return held ? orgMessages.tenantHolding(held.users, held.rows) : '';
      };
      const empty = tenants.filter((tenant) => !holdings.has(tenant.id)).map((tenant) => tenant.id);
      const kept = tenants
        .filter((tenant) => holdings.has(tenant.id))
        .map((tenant) => orgMessages.tenantKept(tenant.name, tenant.id, holding(tenant.id)));
      if (!empty.length)
        return fail(
          single && tenants[0]
            ? orgMessages.tenantInUse(holding(tenants[0].id))
            : orgMessages.tenantsAllInUse(kept.join('；')),
        );
      await trx.deleteFrom('sys_tenant').where('id', 'in', empty).execute();
      // Deleted users may still list it: no user row points at a tenant that is gone.
      const gone = new Set(empty.map(String));
      await rewriteUserLists(trx, 'relTenantIds', (list) => list.filter((id) => !gone.has(id)));
      return okMessage(kept.length ? orgMessages.tenantsPartlyDeleted(kept.join('；')) : systemMessages.deleted);
    });
  };
  app.delete<{ Querystring: { id: string } }>(
    '/sys/tenant/delete',
    {
      config: { permission: 'tenant:delete' },
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 20 } },
        },
      },
    },
    async (request) => remove(request.query.id, true),
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/tenant/deleteBatch',
    { config: { permission: 'tenant:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(request.query.ids, false),
  );
};
