import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../db';
import { ApiError, fail, okMessage, requireCaller } from '../../http';
import { categoryMessages } from '../../messages';
import { commaList } from '../dict';
import { nextCategoryCode, ROOT_PID } from './category-code';
import { categoryAddSchema, categoryEditSchema, type CategoryBody } from './category-schemas';
import { categoriesByParent, subtreeIds } from './category-tree';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
const idsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', maxLength: 10_000 } },
} as const;

async function parentOf(db: Kysely<Database>, pid: string) {
  if (pid === ROOT_PID) return undefined;
  const parent = await db.selectFrom('sys_category').select(['id', 'code']).where('id', '=', pid).executeTakeFirst();
  if (!parent) throw new ApiError(categoryMessages.parentNotFound);
  return parent;
}

/** A code chosen in the form: unique, and inside its parent's code (the form's checkCode rule). */
async function checkChosenCode(
  db: Kysely<Database>,
  code: string,
  parentCode: string | undefined,
  ownId?: string,
): Promise<void> {
  if (parentCode !== undefined && !code.startsWith(parentCode))
    throw new ApiError(categoryMessages.codeMustStartWith(parentCode));
  const holder = await db.selectFrom('sys_category').select('id').where('code', '=', code).executeTakeFirst();
  if (holder && holder.id !== ownId) throw new ApiError(categoryMessages.codeTaken(code));
}

/** '1' when a category has children: kept true after every add, move and delete. */
async function refreshHasChild(db: Kysely<Database>, ids: Iterable<string>): Promise<void> {
  for (const id of ids) {
    if (id === ROOT_PID) continue;
    const child = await db.selectFrom('sys_category').select('id').where('pid', '=', id).executeTakeFirst();
    await db
      .updateTable('sys_category')
      .set({ hasChild: child ? '1' : '0' })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Changing categories (the 'category:*' buttons). A new category's code follows its siblings'
 * (JeecgBoot's category_code_rule) unless the form chose one; deleting takes the whole subtree.
 */
export const categoryWriteRoutes: FastifyPluginAsync = async (app) => {
  const now = () => formatDateTime(app.clock());

  app.post<{ Body: CategoryBody }>(
    '/sys/category/add',
    { config: { permission: 'category:add' }, schema: { body: categoryAddSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const pid = request.body.pid?.trim() || ROOT_PID;
      const chosen = request.body.code?.trim();
      const orgCode =
        (await app.db.selectFrom('sys_user').select('orgCode').where('id', '=', caller.userId).executeTakeFirst())
          ?.orgCode ?? null;
      await app.db.transaction().execute(async (trx) => {
        const parent = await parentOf(trx, pid);
        if (chosen) await checkChosenCode(trx, chosen, parent?.code);
        const code = chosen || (await nextCategoryCode(trx, pid));
        await trx
          .insertInto('sys_category')
          .values({
            id: newId(),
            pid,
            name: request.body.name ?? '',
            code,
            hasChild: '0',
            sysOrgCode: request.body.sysOrgCode || orgCode,
            createBy: caller.username,
            createTime: now(),
            updateBy: null,
            updateTime: null,
          })
          .execute();
        await refreshHasChild(trx, [pid]);
      });
      return okMessage(categoryMessages.added);
    },
  );

  app.route<{ Body: CategoryBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/category/edit',
    config: { permission: 'category:edit' },
    schema: { body: categoryEditSchema },
    handler: async (request) => {
      const { id, name, code, sysOrgCode } = request.body;
      const current = await app.db.selectFrom('sys_category').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) return fail(categoryMessages.notFound);
      const pid = request.body.pid === undefined ? current.pid : request.body.pid?.trim() || ROOT_PID;
      await app.db.transaction().execute(async (trx) => {
        const parent = await parentOf(trx, pid);
        if (pid !== current.pid && subtreeIds([id], await categoriesByParent(trx)).has(pid))
          throw new ApiError(categoryMessages.parentInsideItself);
        const newCode = code?.trim() || current.code;
        if (newCode !== current.code || pid !== current.pid) await checkChosenCode(trx, newCode, parent?.code, id);
        await trx
          .updateTable('sys_category')
          .set({
            pid,
            code: newCode,
            ...(name === undefined ? {} : { name }),
            ...(sysOrgCode === undefined ? {} : { sysOrgCode }),
            updateBy: requireCaller(request).username,
            updateTime: now(),
          })
          .where('id', '=', id)
          .execute();
        await refreshHasChild(trx, new Set([pid, current.pid]));
      });
      return okMessage(categoryMessages.edited);
    },
  });

  const removeSubtrees = (ids: readonly string[]) =>
    app.db.transaction().execute(async (trx) => {
      const parents = await trx
        .selectFrom('sys_category')
        .select(['id', 'pid'])
        .where('id', 'in', [...ids])
        .execute();
      // Only from rows that exist: an id such as "0" (the roots' parent) would otherwise take every root with it.
      const doomed = subtreeIds(
        parents.map((row) => row.id),
        await categoriesByParent(trx),
      );
      await trx
        .deleteFrom('sys_category')
        .where('id', 'in', [...doomed])
        .execute();
      await refreshHasChild(trx, new Set(parents.map((row) => row.pid).filter((pid) => !doomed.has(pid))));
      return parents.length;
    });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/category/delete',
    { config: { permission: 'category:delete' }, schema: { querystring: idQuery } },
    async (request) =>
      (await removeSubtrees([request.query.id]))
        ? okMessage(categoryMessages.deleted)
        : fail(categoryMessages.notFound),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/category/deleteBatch',
    { config: { permission: 'category:batch_delete' }, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(categoryMessages.idsRequired);
      await removeSubtrees(ids);
      return okMessage(categoryMessages.deleted);
    },
  );
};
