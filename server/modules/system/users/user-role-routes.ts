import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { newId, type Database } from '../../../db';
import { fail, ok, okMessage, requireCaller, type Caller, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, MAX_PAGE_SIZE, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { ADMIN_ROLE_CODE, assertRolesAssignable, assertUsersManageable } from '../escalation-guard';
import { requiredIds } from '../id-list';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import { userRecords } from './user-records';

/** A role's members may be filtered (the page sends username and realname as `*x*`) and sorted by any public column. */
const memberResource: ListResource = {
  fields: resourceFields('sys_user', PUBLIC_USER_COLUMNS),
  defaultSort: 'createTime',
  ownParams: ['roleId'],
};

const idProperty = { type: 'string', minLength: 1, maxLength: 64 } as const;

const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roleId', 'userIdList'],
  properties: {
    roleId: idProperty,
    userIdList: { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, items: idProperty },
  },
} as const;

const removeOneSchema = {
  type: 'object',
  required: ['roleId', 'userId'],
  properties: { roleId: idProperty, userId: idProperty },
} as const;
const removeManySchema = {
  type: 'object',
  required: ['roleId', 'userIds'],
  properties: { roleId: idProperty, userIds: { type: 'string', minLength: 1, maxLength: 20_000 } },
} as const;

/**
 * Why changing these memberships is refused, or null: an unknown role or user, a role or a
 * user beyond the caller's own grants (the escalation guard), or the administrators' role left
 * without a member.
 */
async function membershipRefusal(
  db: Kysely<Database>,
  caller: Caller,
  roleId: string,
  userIds: readonly string[],
  removing: boolean,
): Promise<Envelope<null> | null> {
  const role = await db.selectFrom('sys_role').select(['id', 'roleCode']).where('id', '=', roleId).executeTakeFirst();
  if (!role) return fail(systemMessages.roleNotFound);
  const users = await db
    .selectFrom('sys_user')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('delFlag', '=', 0)
    .execute();
  if (users.length !== userIds.length) return fail(systemMessages.userNotFound);
  await assertRolesAssignable(db, caller, [roleId]);
  await assertUsersManageable(db, caller, userIds);
  if (removing && role.roleCode === ADMIN_ROLE_CODE) {
    const remaining = await db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_user as u', 'u.id', 'ur.userId')
      .select('u.id')
      .where('ur.roleId', '=', roleId)
      .where('u.delFlag', '=', 0)
      .where('u.id', 'not in', [...userIds])
      .executeTakeFirst();
    if (!remaining) return fail(systemMessages.lastAdministrator);
  }
  return null;
}

/**
 * The users of a role (JeecgBoot's role page, action 用户): list them, add users chosen in the
 * user picker, remove one or many. Changing memberships needs 'user:edit', the code that lets
 * the user form change a user's roles; reading them is the role page's ('role:list').
 */
export const userRoleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> & { roleId: string } }>(
    '/sys/user/userRoleList',
    {
      config: { permission: 'role:list' },
      schema: { querystring: { type: 'object', required: ['roleId'], properties: { roleId: idProperty } } },
    },
    async (request) => {
      const list = parseListQuery(request.query, memberResource);
      const members = app.db.selectFrom('sys_user_role').select('userId').where('roleId', '=', request.query.roleId);
      const base = app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('delFlag', '=', 0)
        .where('id', 'in', members);
      const page = await fetchPage(base, list);
      return ok({ ...page, records: await userRecords(app.db, page.records) });
    },
  );

  app.post<{ Body: { roleId: string; userIdList: string[] } }>(
    '/sys/user/addSysUserRole',
    { config: { permission: 'user:edit' }, schema: { body: addSchema } },
    async (request) => {
      const { roleId } = request.body;
      const userIds = [...new Set(request.body.userIdList)];
      const refused = await membershipRefusal(app.db, requireCaller(request), roleId, userIds, false);
      if (refused) return refused;
      await app.db.transaction().execute(async (trx) => {
        const present = await trx
          .selectFrom('sys_user_role')
          .select('userId')
          .where('roleId', '=', roleId)
          .where('userId', 'in', userIds)
          .execute();
        const already = new Set(present.map((row) => row.userId));
        for (const userId of userIds.filter((id) => !already.has(id))) {
          await trx.insertInto('sys_user_role').values({ id: newId(), userId, roleId }).execute();
        }
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );

  const removeMembers = async (caller: Caller, roleId: string, userIds: string[]) => {
    const refused = await membershipRefusal(app.db, caller, roleId, userIds, true);
    if (refused) return refused;
    await app.db.deleteFrom('sys_user_role').where('roleId', '=', roleId).where('userId', 'in', userIds).execute();
    return okMessage(systemMessages.deleted);
  };

  app.delete<{ Querystring: { roleId: string; userId: string } }>(
    '/sys/user/deleteUserRole',
    { config: { permission: 'user:edit' }, schema: { querystring: removeOneSchema } },
    async (request) => removeMembers(requireCaller(request), request.query.roleId, [request.query.userId]),
  );

  app.delete<{ Querystring: { roleId: string; userIds: string } }>(
    '/sys/user/deleteUserRoleBatch',
    { config: { permission: 'user:edit' }, schema: { querystring: removeManySchema } },
    async (request) => removeMembers(requireCaller(request), request.query.roleId, requiredIds(request.query.userIds)),
  );
};
