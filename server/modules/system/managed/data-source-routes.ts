import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, parseListQuery, type ListResource } from '../../../query';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';
import { sentFieldsOnly } from '../sent-fields';
import { DATA_SOURCE_COLUMNS, dataSourceFields } from './managed-fields';

const dataSourceResource: ListResource = { fields: dataSourceFields, defaultSort: 'createTime' };

interface DataSourceBody {
  id?: string;
  code: string;
  name: string;
  remark?: string | null;
  dbType?: string | null;
  dbDriver?: string | null;
  dbUrl?: string | null;
  dbName?: string | null;
  dbUsername?: string | null;
  /** Write-only: on edit, an empty or absent password keeps the stored one. */
  dbPassword?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const properties = {
  code: { type: 'string', pattern: '^[A-Za-z0-9_\\-]{1,100}$' },
  name: { type: 'string', minLength: 1, maxLength: 100 },
  remark: text(200),
  dbType: text(10),
  dbDriver: text(100),
  dbUrl: text(500),
  dbName: text(100),
  dbUsername: text(100),
  dbPassword: text(100),
} as const;
const addSchema = { type: 'object', additionalProperties: false, required: ['code', 'name'], properties } as const;
const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

function columns(body: DataSourceBody) {
  return {
    code: body.code,
    name: body.name.trim(),
    remark: body.remark || null,
    dbType: body.dbType || null,
    dbDriver: body.dbDriver || null,
    dbUrl: body.dbUrl || null,
    dbName: body.dbName || null,
    dbUsername: body.dbUsername || null,
  };
}

/**
 * `/sys/dataSource/*`: data sources as a managed list ('datasource:list' to read). The password
 * is accepted and stored but no answer ever carries it, nor may a list filter or sort by it.
 */
export const dataSourceRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (code: string, exceptId?: string) => {
    let query = app.db.selectFrom('sys_data_source').select('id').where('code', '=', code);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return Boolean(await query.executeTakeFirst());
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/dataSource/list',
    { config: { permission: 'datasource:list' } },
    async (request) => {
      const list = parseListQuery(request.query, dataSourceResource);
      return ok(await fetchPage(app.db.selectFrom('sys_data_source').select(DATA_SOURCE_COLUMNS), list));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/dataSource/queryById',
    { config: { permission: 'datasource:list' }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_data_source')
        .select(DATA_SOURCE_COLUMNS)
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return row ? ok(row) : fail(systemMessages.notFound);
    },
  );

  // The data source select of configuration forms: names only, for those who see the data sources.
  app.get('/sys/dataSource/options', { config: { permission: 'datasource:list' } }, async () => {
    const rows = await app.db.selectFrom('sys_data_source').select(['code', 'name']).orderBy('code').execute();
    return ok(rows.map((row) => ({ value: row.code, label: row.name, text: row.name })));
  });

  app.post<{ Body: DataSourceBody }>(
    '/sys/dataSource/add',
    { config: { permission: 'datasource:add' }, schema: { body: addSchema } },
    async (request) => {
      const caller = requireCaller(request);
      if (await codeTaken(request.body.code)) return fail(systemMessages.dataSourceCodeTaken);
      const owner = await app.db
        .selectFrom('sys_user')
        .select('orgCode')
        .where('id', '=', caller.userId)
        .executeTakeFirst();
      await app.db
        .insertInto('sys_data_source')
        .values({
          id: newId(),
          ...columns(request.body),
          dbPassword: request.body.dbPassword || null,
          sysOrgCode: owner?.orgCode ?? null,
          createBy: caller.username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.route<{ Body: DataSourceBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/dataSource/edit',
    config: { permission: 'datasource:edit' },
    schema: { body: editSchema },
    handler: async (request) => {
      const { id, dbPassword } = request.body;
      if (await codeTaken(request.body.code, id)) return fail(systemMessages.dataSourceCodeTaken);
      const result = await app.db
        .updateTable('sys_data_source')
        .set({
          ...sentFieldsOnly(columns(request.body), request.body),
          ...(dbPassword ? { dbPassword } : {}),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? okMessage(systemMessages.editSucceeded) : fail(systemMessages.notFound);
    },
  });

  const remove = async (ids: string[]) => {
    const result = await app.db.deleteFrom('sys_data_source').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows) ? okMessage(systemMessages.deleted) : fail(systemMessages.notFound);
  };
  app.delete<{ Querystring: { id: string } }>(
    '/sys/dataSource/delete',
    { config: { permission: 'datasource:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id)),
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dataSource/deleteBatch',
    { config: { permission: 'datasource:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids)),
  );
};
