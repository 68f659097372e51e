import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { formatDateTime, LIKE, newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { idQuerySchema } from '../id-list';
import { sentFieldsOnly } from '../sent-fields';

/*
 * Data rules of a menu entry (JeecgBoot's "数据规则"): stored, listed and edited. Conditions are
 * operator codes; JeecgBoot's 'USE_SQL_RULES' (a raw SQL fragment) is refused outright.
 */
const CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'EQ_WITH_ADD',
  'LIKE_WITH_AND',
];

interface DataRuleBody {
  id?: string;
  permissionId: string;
  ruleName: string;
  ruleColumn?: string | null;
  ruleConditions: string;
  ruleValue: string;
  status?: string | null;
}

const properties = {
  permissionId: { type: 'string', minLength: 1, maxLength: 64 },
  ruleName: { type: 'string', minLength: 1, maxLength: 50 },
  ruleColumn: { type: ['string', 'null'], maxLength: 50, pattern: '^[A-Za-z_][A-Za-z0-9_]*$|^$' },
  ruleConditions: { type: 'string', enum: CONDITIONS },
  ruleValue: { type: 'string', minLength: 1, maxLength: 300 },
  status: { type: ['string', 'null'], enum: ['0', '1', '', null] },
} as const;

const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['permissionId', 'ruleName', 'ruleConditions', 'ruleValue'],
  properties,
} as const;
const editSchema = {
  ...addSchema,
  required: ['id', ...addSchema.required],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

const permissionIdQuery = {
  type: 'object',
  required: ['permissionId'],
  properties: {
    permissionId: { type: 'string', minLength: 1, maxLength: 64 },
    ruleName: { type: 'string', maxLength: 50 },
    ruleValue: { type: 'string', maxLength: 300 },
  },
} as const;

const contains = (value: string) => `%${value.replace(/[!%_]/g, (char) => `!${char}`)}%`;

export const dataRuleRoutes: FastifyPluginAsync = async (app) => {
  const rulesOf = (permissionId: string) =>
    app.db
      .selectFrom('sys_permission_data_rule')
      .selectAll()
      .where('permissionId', '=', permissionId)
      .orderBy('createTime')
      .orderBy('id');

  app.get<{ Querystring: { permissionId: string } }>(
    '/sys/permission/getPermRuleListByPermId',
    { config: { permission: 'permission:rule' }, schema: { querystring: permissionIdQuery } },
    async (request) => ok(await rulesOf(request.query.permissionId).execute()),
  );

  app.get<{ Querystring: { permissionId: string; ruleName?: string; ruleValue?: string } }>(
    '/sys/permission/queryPermissionRule',
    { config: { permission: 'permission:rule' }, schema: { querystring: permissionIdQuery } },
    async (request) => {
      let query = rulesOf(request.query.permissionId);
      for (const field of ['ruleName', 'ruleValue'] as const) {
        const value = request.query[field]?.trim();
        if (value) query = query.where(sql<SqlBool>`${sql.ref(field)} ${LIKE} ${contains(value)} escape '!'`);
      }
      return ok(await query.execute());
    },
  );

  const permissionExists = async (id: string) =>
    Boolean(
      await app.db
        .selectFrom('sys_permission')
        .select('id')
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst(),
    );
  const columns = (body: DataRuleBody) => ({
    permissionId: body.permissionId,
    ruleName: body.ruleName.trim(),
    ruleColumn: body.ruleColumn || null,
    ruleConditions: body.ruleConditions,
    ruleValue: body.ruleValue,
    status: body.status || '1',
  });

  app.post<{ Body: DataRuleBody }>(
    '/sys/permission/addPermissionRule',
    { config: { permission: 'permission:rule' }, schema: { body: addSchema } },
    async (request) => {
      if (!(await permissionExists(request.body.permissionId))) return fail(systemMessages.unknownPermission);
      await app.db
        .insertInto('sys_permission_data_rule')
        .values({
          id: newId(),
          ...columns(request.body),
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.route<{ Body: DataRuleBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    config: { permission: 'permission:rule' },
    schema: { body: editSchema },
    handler: async (request) => {
      if (!(await permissionExists(request.body.permissionId))) return fail(systemMessages.unknownPermission);
      const result = await app.db
        .updateTable('sys_permission_data_rule')
        .set({
          ...sentFieldsOnly(columns(request.body), request.body),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? okMessage(systemMessages.updated) : fail(systemMessages.notFound);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/permission/deletePermissionRule',
    { config: { permission: 'permission:rule' }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const result = await app.db
        .deleteFrom('sys_permission_data_rule')
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) ? okMessage(systemMessages.deleted) : fail(systemMessages.notFound);
    },
  );
};
