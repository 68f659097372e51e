import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { dictMessages } from '../../messages';
import { conditionSql, fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { commaList } from './dict-lookup';
import { dictAddSchema, dictEditSchema, idQuery, idsQuery, type DictBody } from './dict-schemas';
import { seededText, textToStore } from '../../i18n';

const dictResource: ListResource = {
  fields: resourceFields('sys_dict'),
  defaultSort: 'createTime',
  ownParams: ['keywords'],
};

/**
 * `/sys/dict/*`: the dictionaries themselves. The list is the 数据字典 page's ('dict:list'; the
 * items themselves reach every signed-in user through the lookups); changes need the dictionary buttons. Deleting moves
 * a dictionary to the recycle bin (see recycle-routes.ts), as JeecgBoot does.
 */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  const codeHolder = (dictCode: string) =>
    app.db.selectFrom('sys_dict').select(['id', 'delFlag']).where('dictCode', '=', dictCode).executeTakeFirst();

  async function codeRefusal(dictCode: string, ownId?: string) {
    const holder = await codeHolder(dictCode);
    if (!holder || holder.id === ownId) return undefined;
    return fail(holder.delFlag ? dictMessages.dictCodeInRecycleBin(dictCode) : dictMessages.dictCodeTaken(dictCode));
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/dict/list',
    { config: { permission: 'dict:list' } },
    async (request) => {
      const list = parseListQuery(request.query, dictResource);
      let base = app.db.selectFrom('sys_dict').selectAll().where('delFlag', '=', 0);
      const keywords = typeof request.query.keywords === 'string' ? request.query.keywords.trim() : '';
      // JeecgBoot's `keywords`: the code or the name contains it.
      if (keywords) {
        const contains = (field: string) => conditionSql({ field, kind: 'text', op: 'contains', value: keywords });
        base = base.where((eb) => eb.or([contains('dictCode'), contains('dictName')]));
      }
      const page = await fetchPage(base, list);
      return ok({
        ...page,
        records: page.records.map((dict) => ({ ...dict, dictName: seededText('dictionary', dict.dictName) })),
      });
    },
  );

  app.post<{ Body: DictBody }>(
    '/sys/dict/add',
    { config: { permission: 'dict:add' }, schema: { body: dictAddSchema } },
    async (request) => {
      const { dictName = '', dictCode = '', description, type } = request.body;
      const refusal = await codeRefusal(dictCode);
      if (refusal) return refusal;
      await app.db
        .insertInto('sys_dict')
        .values({
          id: newId(),
          dictName,
          dictCode,
          description: description ?? null,
          type: type ?? 0,
          delFlag: 0,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(dictMessages.saved);
    },
  );

  app.route<{ Body: DictBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/dict/edit',
    config: { permission: 'dict:edit' },
    schema: { body: dictEditSchema },
    handler: async (request) => {
      const { id, dictName, dictCode, description, type } = request.body;
      const current = await app.db
        .selectFrom('sys_dict')
        .select(['id', 'dictName'])
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!current) return fail(dictMessages.notFound);
      const refusal = dictCode === undefined ? undefined : await codeRefusal(dictCode, id);
      if (refusal) return refusal;
      await app.db
        .updateTable('sys_dict')
        .set({
          ...(dictName === undefined ? {} : { dictName: textToStore('dictionary', dictName, current.dictName) }),
          ...(dictCode === undefined ? {} : { dictCode }),
          ...(description === undefined ? {} : { description }),
          ...(type === undefined || type === null ? {} : { type }),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(dictMessages.edited);
    },
  });

  const toRecycleBin = async (ids: readonly string[], username: string) =>
    app.db
      .updateTable('sys_dict')
      .set({ delFlag: 1, updateBy: username, updateTime: formatDateTime(app.clock()) })
      .where('id', 'in', [...ids])
      .where('delFlag', '=', 0)
      .executeTakeFirst();

  app.delete<{ Querystring: { id: string } }>(
    '/sys/dict/delete',
    { config: { permission: 'dict:delete' }, schema: { querystring: idQuery } },
    async (request) => {
      const result = await toRecycleBin([request.query.id], requireCaller(request).username);
      return Number(result.numUpdatedRows) ? okMessage(dictMessages.deleted) : fail(dictMessages.notFound);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dict/deleteBatch',
    { config: { permission: 'dict:batch_delete' }, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(dictMessages.idsRequired);
      await toRecycleBin(ids, requireCaller(request).username);
      return okMessage(dictMessages.deleted);
    },
  );
};
