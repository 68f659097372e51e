import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { LIKE, newId, type Database } from '../../../db';
import { fail, ok, okMessage, requireCaller, type Caller, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, MAX_PAGE_SIZE, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { departSubtreeIds } from '../depart-subtree';
import { assertUsersManageable } from '../escalation-guard';
import { idList, requiredIds } from '../id-list';
import { moveOffLeftDeparts, PUBLIC_USER_COLUMNS } from '../user-view';
import { userRecords } from './user-records';

/** A department's users may be filtered by any public column (username and realname above all) and sorted by one. */
const memberResource: ListResource = {
  fields: resourceFields('sys_user', PUBLIC_USER_COLUMNS),
  defaultSort: 'createTime',
  ownParams: ['depId'],
};

/** The filters JeecgBoot's departUserList matches as "contains" even when sent plain. */
const CONTAINS_FILTERS = ['username', 'realname'] as const;

const idProperty = { type: 'string', minLength: 1, maxLength: 64 } as const;

const addSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['depId', 'userIdList'],
  properties: {
    depId: idProperty,
    userIdList: { type: 'array', minItems: 1, maxItems: MAX_PAGE_SIZE, items: idProperty },
  },
} as const;

const removeOneSchema = {
  type: 'object',
  required: ['depId', 'userId'],
  properties: { depId: idProperty, userId: idProperty },
} as const;
const removeManySchema = {
  type: 'object',
  required: ['depId', 'userIds'],
  properties: { depId: idProperty, userIds: { type: 'string', minLength: 1, maxLength: 20_000 } },
} as const;

/**
 * JeecgBoot's backend matches `username=x` as contains; our clients send `*x*`. A plain value is
 * read as `*x*` so both work; a value already using the wildcard conventions is left alone.
 */
function containsFilters(query: Record<string, unknown>): Record<string, unknown> {
  const read = { ...query };
  for (const name of CONTAINS_FILTERS) {
    const value = read[name];
    if (typeof value === 'string' && value.trim() && !value.includes('*')) read[name] = `*${value.trim()}*`;
  }
  return read;
}

/** Why changing these memberships is refused, or null: an unknown department or user, or a user above the caller. */
async function membershipRefusal(
  db: Kysely<Database>,
  caller: Caller,
  depId: string,
  userIds: readonly string[],
): Promise<Envelope<null> | null> {
  const depart = await db
    .selectFrom('sys_depart')
    .select('id')
    .where('id', '=', depId)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  if (!depart) return fail(systemMessages.unknownDepart);
  const users = await db
    .selectFrom('sys_user')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('delFlag', '=', 0)
    .execute();
  if (users.length !== userIds.length) return fail(systemMessages.userNotFound);
  await assertUsersManageable(db, caller, userIds);
  return null;
}

/**
 * Users who leave a department lose its department roles (as JeecgBoot's deleteUserInDepart
 * does), and one whose current department it was moves to another of theirs, as the user form's
 * department change does, so no one keeps signing in to a department they left.
 */
async function unlink(trx: Transaction<Database>, depId: string, userIds: readonly string[]): Promise<void> {
  const ids = [...userIds];
  await trx.deleteFrom('sys_user_depart').where('depId', '=', depId).where('userId', 'in', ids).execute();
  await trx
    .deleteFrom('sys_depart_role_user')
    .where('userId', 'in', ids)
    .where('droleId', 'in', trx.selectFrom('sys_depart_role').select('id').where('departId', '=', depId))
    .execute();
  const depart = await trx.selectFrom('sys_depart').select('orgCode').where('id', '=', depId).executeTakeFirstOrThrow();
  await moveOffLeftDeparts(trx, [depart.orgCode], ids);
}

/**
 * Users belong to tenants through the comma list `rel_tenant_ids`: a user of the tenant holds its
 * id in that list. The tenant id is a number checked by the caller hook, sent as a parameter.
 */
function ofTenant(tenantId: number) {
  return sql<SqlBool>`(',' || ${sql.ref('relTenantIds')} || ',') ${LIKE} ${`%,${tenantId},%`}`;
}

/**
 * The departments JeecgBoot's departUserList reads when no department is chosen (its page loads
 * once so before the tree is clicked): a superior's (身份 上级, `userIdentity` 2) departments in
 * charge and everything below them; for anyone else none, and the answer is an empty page (JeecgBoot
 * answers `result: null` there, which list pages other than its own read as a page and fail on).
 */
async function managedDeparts(db: Kysely<Database>, userId: string): Promise<string[]> {
  const caller = await db
    .selectFrom('sys_user')
    .select(['userIdentity', 'departIds'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (caller?.userIdentity !== 2) return [];
  return departSubtreeIds(db, idList(caller.departIds));
}

/**
 * The users of a department and the departments below it (JeecgBoot's 部门用户 page): list them, link users chosen in the
 * user picker, unlink one or many. Reading needs the page's 'depart_user:list', changes its
 * other button codes.
 */
export const userDepartRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> & { depId?: string } }>(
    '/sys/user/departUserList',
    {
      config: { permission: 'depart_user:list' },
      schema: { querystring: { type: 'object', properties: { depId: { type: 'string', maxLength: 64 } } } },
    },
    async (request) => {
      const list = parseListQuery(containsFilters(request.query), memberResource);
      const depId = request.query.depId?.trim();
      // A department's users are those of it and of every department below it, as JeecgBoot's
      // getSubDepIdsByDepId reads them (org codes under the department's); only those of the
      // tenant the caller works in.
      const departIds = depId
        ? await departSubtreeIds(app.db, [depId])
        : await managedDeparts(app.db, requireCaller(request).userId);
      if (!departIds.length) return ok({ records: [], total: 0, size: list.pageSize, current: list.pageNo, pages: 0 });
      const members = app.db.selectFrom('sys_user_depart').select('userId').where('depId', 'in', departIds);
      const base = app.db
        .selectFrom('sys_user')
        .select(PUBLIC_USER_COLUMNS)
        .where('delFlag', '=', 0)
        .where('id', 'in', members)
        .where(ofTenant(request.tenantId));
      const page = await fetchPage(base, list);
      return ok({ ...page, records: await userRecords(app.db, page.records) });
    },
  );

  app.post<{ Body: { depId: string; userIdList: string[] } }>(
    '/sys/user/editSysDepartWithUser',
    { config: { permission: 'depart_user:add' }, schema: { body: addSchema } },
    async (request) => {
      const { depId } = request.body;
      const userIds = [...new Set(request.body.userIdList)];
      const refused = await membershipRefusal(app.db, requireCaller(request), depId, userIds);
      if (refused) return refused;
      const depart = await app.db
        .selectFrom('sys_depart')
        .select('orgCode')
        .where('id', '=', depId)
        .executeTakeFirstOrThrow();
      await app.db.transaction().execute(async (trx) => {
        const present = await trx
          .selectFrom('sys_user_depart')
          .select('userId')
          .where('depId', '=', depId)
          .where('userId', 'in', userIds)
          .execute();
        const already = new Set(present.map((row) => row.userId));
        for (const userId of userIds.filter((id) => !already.has(id))) {
          await trx.insertInto('sys_user_depart').values({ id: newId(), userId, depId }).execute();
        }
        // A user without a department until now signs in to this one.
        await trx
          .updateTable('sys_user')
          .set({ orgCode: depart.orgCode })
          .where('id', 'in', userIds)
          .where('orgCode', 'is', null)
          .execute();
      });
      return okMessage(systemMessages.addSucceeded);
    },
  );

  const removeMembers = async (caller: Caller, depId: string, userIds: string[]) => {
    const refused = await membershipRefusal(app.db, caller, depId, userIds);
    if (refused) return refused;
    // Only users of this department leave it; none of them there is JeecgBoot's refusal.
    const linked = await app.db
      .selectFrom('sys_user_depart')
      .select('userId')
      .where('depId', '=', depId)
      .where('userId', 'in', userIds)
      .execute();
    if (!linked.length) return fail(systemMessages.userNotInDepart);
    await app.db.transaction().execute((trx) =>
      unlink(
        trx,
        depId,
        linked.map((row) => row.userId),
      ),
    );
    return okMessage(systemMessages.deleted);
  };

  app.delete<{ Querystring: { depId: string; userId: string } }>(
    '/sys/user/deleteUserInDepart',
    { config: { permission: 'depart_user:remove' }, schema: { querystring: removeOneSchema } },
    async (request) => removeMembers(requireCaller(request), request.query.depId, [request.query.userId]),
  );

  app.delete<{ Querystring: { depId: string; userIds: string } }>(
    '/sys/user/deleteUserInDepartBatch',
    { config: { permission: 'depart_user:remove' }, schema: { querystring: removeManySchema } },
    async (request) => removeMembers(requireCaller(request), request.query.depId, requiredIds(request.query.userIds)),
  );
};
