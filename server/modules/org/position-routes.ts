import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { orgMessages, systemMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { dictTexts } from '../dict';
import { idQuerySchema, idsQuerySchema, requiredIds, sentFieldsOnly } from '../system';
import { rewriteUserLists } from './user-lists';

const positionResource: ListResource = { fields: resourceFields('sys_position'), defaultSort: 'createTime' };
/** Ranks come from this dictionary; records carry `postRank_dictText`. */
const RANK_DICT = 'position_rank';

interface PositionBody {
  id?: string;
  code: string;
  name: string;
  postRank?: string | null;
}

const properties = {
  code: { type: 'string', pattern: '^[A-Za-z0-9_\\-]{1,100}$' },
  name: { type: 'string', minLength: 1, maxLength: 100 },
  postRank: { type: ['string', 'null'], maxLength: 10 },
} as const;
const addSchema = { type: 'object', additionalProperties: false, required: ['code', 'name'], properties } as const;
const editSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'name'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, ...properties },
} as const;

/**
 * `/sys/position/*`: positions (the position and business pickers read `/sys/position/list`, so
 * any signed-in user may: names, codes and ranks). Users hold position codes in `post`: a renamed
 * code is renamed there too, a deleted one removed.
 */
export const positionRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (code: string, exceptId?: string) => {
    let query = app.db.selectFrom('sys_position').select('id').where('code', '=', code);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return Boolean(await query.executeTakeFirst());
  };
  const withRankText = async <T extends { postRank: string | null }>(rows: T[]) => {
    const ranks = (await dictTexts(app.db, [RANK_DICT])).get(RANK_DICT);
    return rows.map((row) => ({ ...row, postRank_dictText: ranks?.get(row.postRank ?? '') ?? '' }));
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/position/list',
    { config: { selfService: true } },
    async (request) => {
      const page = await fetchPage(
        app.db.selectFrom('sys_position').selectAll(),
        parseListQuery(request.query, positionResource),
      );
      return ok({ ...page, records: await withRankText(page.records) });
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/position/queryById',
    { config: { selfService: true }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_position')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return row ? ok((await withRankText([row]))[0]) : fail(systemMessages.notFound);
    },
  );

  app.post<{ Body: PositionBody }>(
    '/sys/position/add',
    { config: { permission: 'position:add' }, schema: { body: addSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const { code, name, postRank } = request.body;
      if (await codeTaken(code)) return fail(orgMessages.positionCodeTaken);
      const owner = await app.db
        .selectFrom('sys_user')
        .select('orgCode')
        .where('id', '=', caller.userId)
        .executeTakeFirst();
      await app.db
        .insertInto('sys_position')
        .values({
          id: newId(),
          code,
          name: name.trim(),
          postRank: postRank || null,
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

  app.route<{ Body: PositionBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/position/edit',
    config: { permission: 'position:edit' },
    schema: { body: editSchema },
    handler: async (request) => {
      const { id, code, name, postRank } = request.body;
      const current = await app.db.selectFrom('sys_position').select('code').where('id', '=', id).executeTakeFirst();
      if (!current) return fail(systemMessages.notFound);
      if (await codeTaken(code, id)) return fail(orgMessages.positionCodeTaken);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sys_position')
          .set({
            ...sentFieldsOnly({ code, name: name.trim(), postRank: postRank || null }, request.body),
            updateBy: requireCaller(request).username,
            updateTime: formatDateTime(app.clock()),
          })
          .where('id', '=', id)
          .execute();
        if (current.code !== code)
          await rewriteUserLists(trx, 'post', (codes) => codes.map((c) => (c === current.code ? code : c)));
      });
      return okMessage(orgMessages.edited);
    },
  });

  const remove = async (ids: string[], message: string) => {
    const rows = await app.db.selectFrom('sys_position').select('code').where('id', 'in', ids).execute();
    if (rows.length !== ids.length) return fail(systemMessages.notFound);
    const codes = new Set(rows.map((row) => row.code));
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_position').where('id', 'in', ids).execute();
      await rewriteUserLists(trx, 'post', (list) => list.filter((c) => !codes.has(c)));
    });
    return okMessage(message);
  };
  app.delete<{ Querystring: { id: string } }>(
    '/sys/position/delete',
    { config: { permission: 'position:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => remove(requiredIds(request.query.id), systemMessages.deleted),
  );
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/position/deleteBatch',
    { config: { permission: 'position:batch_delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => remove(requiredIds(request.query.ids), orgMessages.batchDeleted),
  );
};
