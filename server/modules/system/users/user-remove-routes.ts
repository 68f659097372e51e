import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime, type Database } from '../../../db';
import { fail, okMessage, requireCaller, type Caller, type Envelope } from '../../../http';
import { systemMessages } from '../../../messages';
import { assertUsersManageable } from '../escalation-guard';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';
import { removeUserLinks } from './user-links';

async function liveUsers(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user')
    .select('id')
    .where('id', 'in', [...ids])
    .where('delFlag', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** Checks shared by delete and freeze: known users, never oneself, never someone above oneself. */
async function refusal(db: Kysely<Database>, caller: Caller, ids: readonly string[]): Promise<Envelope<null> | null> {
  if (ids.includes(caller.userId)) return fail(systemMessages.notOnYourself);
  if ((await liveUsers(db, ids)).length !== ids.length) return fail(systemMessages.notFound);
  await assertUsersManageable(db, caller, ids);
  return null;
}

interface FrozenBody {
  ids: string;
  status: number;
}

const frozenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'status'],
  properties: {
    ids: { type: 'string', minLength: 1, maxLength: 20_000 },
    // 1 normal, 2 frozen (the 'user_status' dictionary).
    status: { type: 'integer', enum: [1, 2] },
  },
} as const;

/**
 * Deleting is logical (the row keeps its name for the records that point at it), and in the same
 * transaction the user's roles, departments, department roles and sessions go. Freezing ends
 * the user's sessions too, so unfreezing later does not revive an old token.
 */
export const userRemoveRoutes: FastifyPluginAsync = async (app) => {
  const remove = async (caller: Caller, ids: string[], message: string) => {
    const refused = await refusal(app.db, caller, ids);
    if (refused) return refused;
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ delFlag: 1, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', 'in', ids)
        .execute();
      await removeUserLinks(trx, ids);
    });
    return okMessage(message);
  };

  app.delete<{ Querystring: { id: string } }>(
    '/sys/user/delete',
    { config: { permission: 'user:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requireCaller(request), requiredIds(request.query.id), systemMessages.userDeleted),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/user/deleteBatch',
    { config: { permission: 'user:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requireCaller(request), requiredIds(request.query.ids), systemMessages.usersDeleted),
  );

  app.put<{ Body: FrozenBody }>(
    '/sys/user/frozenBatch',
    { config: { permission: 'user:frozen' }, schema: { body: frozenSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const ids = requiredIds(request.body.ids);
      const refused = await refusal(app.db, caller, ids);
      if (refused) return refused;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sys_user')
          .set({ status: request.body.status, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
          .where('id', 'in', ids)
          .execute();
        if (request.body.status === 2) await trx.deleteFrom('sys_user_token').where('userId', 'in', ids).execute();
      });
      return okMessage(systemMessages.operationSucceeded);
    },
  );
};
