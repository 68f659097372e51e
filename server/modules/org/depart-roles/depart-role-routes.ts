import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { fail, ok, okMessage, requireCaller } from '../../../http';
import { orgMessages, systemMessages } from '../../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { idQuerySchema, idsQuerySchema, requiredIds, sentFieldsOnly } from '../../system';

const departRoleResource: ListResource = {
  fields: resourceFields('sys_depart_role'),
  defaultSort: 'createTime',
  ownParams: ['deptId'],
};

interface DepartRoleBody {
  id?: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

const properties = {
  departId: { type: 'string', minLength: 1, maxLength: 64 },
  roleName: { type: 'string', minLength: 1, maxLength: 200 },
  roleCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,100}$' },
  description: { type: ['string', 'null'], maxLength: 255 },
} as const;
const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['departId', 'roleName', 'roleCode'],
  properties,
} as const;
const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'departId', 'roleName', 'roleCode'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

/**
 * Who reads a department's roles: the holders of any of the department page's department-role
 * buttons (the system seed grants them together, to the admin role).
 */
export const DEPART_ROLE_READERS: readonly string[] = [
  'depart_role:add',
  'depart_role:edit',
  'depart_role:delete',
  'depart_role:batch_delete',
  'depart_role:authorize',
  'depart_role:assign',
];

/** `/sys/sysDepartRole/*`: the roles of one department (its code unique within the department). */
export const departRoleRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (departId: string, roleCode: string, exceptId?: string) => {
    let query = app.db
      .selectFrom('sys_depart_role')
      .select('id')
      .where('departId', '=', departId)
      .where('roleCode', '=', roleCode);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return Boolean(await query.executeTakeFirst());
  };
  const departExists = async (id: string) =>
    Boolean(
      await app.db
        .selectFrom('sys_depart')
        .select('id')
        .where('id', '=', id)
        .where('delFlag', '=', '0')
        .executeTakeFirst(),
    );

  // JeecgBoot lists the roles of the department in `deptId` only (none without it).
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/sysDepartRole/list',
    { config: { permission: DEPART_ROLE_READERS } },
    async (request) => {
      const list = parseListQuery(request.query, departRoleResource);
      const deptId = typeof request.query.deptId === 'string' ? request.query.deptId : '';
      return ok(await fetchPage(app.db.selectFrom('sys_depart_role').selectAll().where('departId', '=', deptId), list));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/sysDepartRole/queryById',
    { config: { permission: DEPART_ROLE_READERS }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const role = await app.db
        .selectFrom('sys_depart_role')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return role ? ok(role) : fail(systemMessages.notFound);
    },
  );

  app.get<{ Querystring: { departId: string; userId?: string } }>(
    '/sys/sysDepartRole/getDeptRoleList',
    {
      config: { permission: DEPART_ROLE_READERS },
      schema: {
        querystring: {
          type: 'object',
          required: ['departId'],
          properties: {
            departId: { type: 'string', minLength: 1, maxLength: 64 },
            userId: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) =>
      ok(
        await app.db
          .selectFrom('sys_depart_role')
          .selectAll()
          .where('departId', '=', request.query.departId)
          .orderBy('createTime')
          .orderBy('id')
          .execute(),
      ),
  );

  app.post<{ Body: DepartRoleBody }>(
    '/sys/sysDepartRole/add',
    { config: { permission: 'depart_role:add' }, schema: { body: addSchema } },
    async (request) => {
      const { departId, roleName, roleCode, description } = request.body;
      if (!(await departExists(departId))) return fail(systemMessages.unknownDepart);
      if (await codeTaken(departId, roleCode)) return fail(orgMessages.departRoleCodeTaken);
      await app.db
        .insertInto('sys_depart_role')
        .values({
          id: newId(),
          departId,
          roleName: roleName.trim(),
          roleCode,
          description: description || null,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(systemMessages.addSucceeded);
    },
  );

  app.put<{ Body: DepartRoleBody & { id: string } }>(
    '/sys/sysDepartRole/edit',
    { config: { permission: 'depart_role:edit' }, schema: { body: editSchema } },
    async (request) => {
      const { id, departId, roleName, roleCode, description } = request.body;
      const role = await app.db
        .selectFrom('sys_depart_role')
        .select('departId')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!role) return fail(systemMessages.notFound);
      // Its members and grants belong to that department.
      if (role.departId !== departId) return fail(orgMessages.departRoleDepartFixed);
      if (await codeTaken(departId, roleCode, id)) return fail(orgMessages.departRoleCodeTaken);
      await app.db
        .updateTable('sys_depart_role')
        .set({
          ...sentFieldsOnly({ roleName: roleName.trim(), roleCode, description: description || null }, request.body),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(orgMessages.edited);
    },
  );

  const remove = async (ids: string[], message: string) => {
    const found = await app.db.selectFrom('sys_depart_role').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) return fail(systemMessages.notFound);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_depart_role_user').where('droleId', 'in', ids).execute();
      await trx.deleteFrom('sys_depart_role_permission').where('roleId', 'in', ids).execute();
      await trx.deleteFrom('sys_depart_role').where('id', 'in', ids).execute();
    });
    return okMessage(message);
  };
  app.delete<{ Querystring: { id: string } }>(
    '/sys/sysDepartRole/delete',
    { config: { permission: 'depart_role:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id), systemMessages.deleted),
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/sysDepartRole/deleteBatch',
    { config: { permission: 'depart_role:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids), orgMessages.batchDeleted),
  );
};
