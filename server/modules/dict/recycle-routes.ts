import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { dictMessages } from '../../messages';
import { commaList } from './dict-lookup';
import { idsQuery } from './dict-schemas';

const idParam = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 32 } } } as const;
const idsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'string', maxLength: 10_000 } },
} as const;

/**
 * The dictionaries' recycle bin (JeecgBoot's deleteList, back, deletePhysic, putRecycleBin,
 * deleteRecycleBin), all under the 'dict:delete' button. Only dictionaries already in the bin
 * can be deleted for good; their items go with them.
 */
export const recycleRoutes: FastifyPluginAsync = async (app) => {
  const guarded = { config: { permission: 'dict:delete' } };

  const restore = async (ids: readonly string[], username: string) =>
    app.db
      .updateTable('sys_dict')
      .set({ delFlag: 0, updateBy: username, updateTime: formatDateTime(app.clock()) })
      .where('id', 'in', [...ids])
      .where('delFlag', '=', 1)
      .executeTakeFirst();

  const purge = (ids: readonly string[]) =>
    app.db.transaction().execute(async (trx) => {
      const binned = await trx
        .selectFrom('sys_dict')
        .select('id')
        .where('id', 'in', [...ids])
        .where('delFlag', '=', 1)
        .execute();
      const found = binned.map((row) => row.id);
      if (!found.length) return 0;
      await trx.deleteFrom('sys_dict_item').where('dictId', 'in', found).execute();
      await trx.deleteFrom('sys_dict').where('id', 'in', found).execute();
      return found.length;
    });

  app.get('/sys/dict/deleteList', guarded, async () =>
    ok(
      await app.db
        .selectFrom('sys_dict')
        .selectAll()
        .where('delFlag', '=', 1)
        .orderBy('updateTime', 'desc')
        .orderBy('id')
        .execute(),
    ),
  );

  app.put<{ Params: { id: string } }>(
    '/sys/dict/back/:id',
    { ...guarded, schema: { params: idParam } },
    async (request) => {
      const result = await restore([request.params.id], requireCaller(request).username);
      return Number(result.numUpdatedRows) ? okMessage(dictMessages.restored) : fail(dictMessages.notFound);
    },
  );

  app.put<{ Body: { ids: string } }>(
    '/sys/dict/putRecycleBin',
    { ...guarded, schema: { body: idsBody } },
    async (request) => {
      const ids = commaList(request.body.ids);
      if (!ids.length) return fail(dictMessages.idsRequired);
      await restore(ids, requireCaller(request).username);
      return okMessage(dictMessages.restored);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/sys/dict/deletePhysic/:id',
    { ...guarded, schema: { params: idParam } },
    async (request) =>
      (await purge([request.params.id])) ? okMessage(dictMessages.deleted) : fail(dictMessages.notFound),
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dict/deleteRecycleBin',
    { ...guarded, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(dictMessages.idsRequired);
      await purge(ids);
      return okMessage(dictMessages.deleted);
    },
  );
};
