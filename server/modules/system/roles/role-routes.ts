import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../../db';
import { callerHolds, fail, ok, okMessage, requireCaller } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { ADMIN_ROLE_CODE } from '../escalation-guard';
import { idQuerySchema } from '../id-list';
import { sentFieldsOnly } from '../sent-fields';
import { allPermissionRows, GRANT_EDITOR_CODES, grantTreeAnswer } from '../permissions';
import { seededText } from '../../../i18n';

const roleResource: ListResource = { fields: resourceFields('sys_role'), defaultSort: 'createTime' };

interface RoleBody {
  id?: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

const properties = {
  roleName: { type: 'string', minLength: 1, maxLength: 200 },
  roleCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,100}$' },
  description: { type: ['string', 'null'], maxLength: 255 },
} as const;
const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roleName', 'roleCode'],
  properties,
} as const;
const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'roleName', 'roleCode'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

/** The role page's reading button. */
const ROLE_LIST = 'role:list';
/** Who sees every role in `queryall`: the role page and the user form's role select. */
const ALL_ROLES_CODES = [ROLE_LIST, 'user:list', 'user:add', 'user:edit'];

/** `/sys/role/*` reads ('role:list'; `queryall` for anyone), add and edit ('role:add', 'role:edit'). */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (roleCode: string, exceptId?: string) => {
    let query = app.db.selectFrom('sys_role').select('id').where('roleCode', '=', roleCode);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return Boolean(await query.executeTakeFirst());
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/role/list',
    { config: { permission: ROLE_LIST } },
    async (request) => {
      const list = parseListQuery(request.query, roleResource);
      return ok(await fetchPage(app.db.selectFrom('sys_role').selectAll(), list));
    },
  );

  // JeecgBoot answers a failure when there is no role at all; the role select shows it. Those
  // who neither manage users nor roles get their own roles only (the account page names them).
  app.get('/sys/role/queryall', { config: { selfService: true } }, async (request) => {
    let query = app.db.selectFrom('sys_role').selectAll();
    if (!(await callerHolds(app, request, ALL_ROLES_CODES))) {
      query = query.where(
        'id',
        'in',
        app.db.selectFrom('sys_user_role').select('roleId').where('userId', '=', requireCaller(request).userId),
      );
    }
    const roles = await query.orderBy('createTime').orderBy('id').execute();
    // Read-only choices (the role select, the account page): names in the request's language.
    return roles.length
      ? ok(roles.map((role) => ({ ...role, roleName: seededText('organisation', role.roleName) })))
      : fail(systemMessages.noRoles);
  });

  app.get<{ Querystring: { id: string } }>(
    '/sys/role/queryById',
    { config: { permission: ROLE_LIST }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const role = await app.db
        .selectFrom('sys_role')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return role ? ok(role) : fail(systemMessages.notFound);
    },
  );

  app.get<{ Querystring: { id?: string; roleCode: string } }>(
    '/sys/role/checkRoleCode',
    {
      config: { permission: ['role:add', 'role:edit'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['roleCode'],
          properties: { id: { type: 'string', maxLength: 64 }, roleCode: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) =>
      (await codeTaken(request.query.roleCode, request.query.id || undefined))
        ? fail(systemMessages.roleCodeTaken)
        : ok(true),
  );

  // The grant editors' tree (roles, and departments as JeecgBoot's): every menu entry and button.
  app.get('/sys/role/queryTreeList', { config: { permission: GRANT_EDITOR_CODES } }, async () =>
    ok(await grantTreeAnswer(app.db, await allPermissionRows(app.db))),
  );

  app.post<{ Body: RoleBody }>(
    '/sys/role/add',
    { config: { permission: 'role:add' }, schema: { body: addSchema } },
    async (request) => {
      const { roleName, roleCode, description } = request.body;
      if (await codeTaken(roleCode)) return fail(systemMessages.roleCodeTaken);
      await app.db
        .insertInto('sys_role')
        .values({
          id: newId(),
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

  app.put<{ Body: RoleBody & { id: string } }>(
    '/sys/role/edit',
    { config: { permission: 'role:edit' }, schema: { body: editSchema } },
    async (request) => {
      const { id, roleName, roleCode, description } = request.body;
      const role = await app.db
        .selectFrom('sys_role')
        .select(['id', 'roleCode'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!role) return fail(systemMessages.notFound);
      // Route guards and the escalation guard find the administrators by this code.
      if (role.roleCode === ADMIN_ROLE_CODE && roleCode !== ADMIN_ROLE_CODE)
        return fail(systemMessages.adminRoleProtected);
      if (await codeTaken(roleCode, id)) return fail(systemMessages.roleCodeTaken);
      await app.db
        .updateTable('sys_role')
        .set({
          ...sentFieldsOnly({ roleName: roleName.trim(), roleCode, description: description || null }, request.body),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(systemMessages.editSucceeded);
    },
  );
};
