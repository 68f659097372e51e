import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { dictMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { commaList } from './dict-lookup';
import { idQuery, idsQuery, itemAddSchema, itemEditSchema, type DictItemBody } from './dict-schemas';
import { seededText, textToStore } from '../../i18n';

/**
 * JeecgBoot's item drawer (`DictItemList`) sends `delFlag=1` with every load, the first one when
 * the page opens with no dictionary chosen yet; items have no deletion flag and JeecgBoot's query
 * generator skips parameters its entity lacks, so the flag is read as nothing. Without `dictId`
 * the items of every dictionary come back, as there.
 */
const itemResource: ListResource = {
  fields: resourceFields('sys_dict_item'),
  defaultSort: 'sortOrder',
  ownParams: ['delFlag'],
};

const itemCheckSchema = {
  type: 'object',
  properties: {
    dictId: { type: 'string', maxLength: 32 },
    itemValue: { type: 'string', maxLength: 100 },
    id: { type: 'string', maxLength: 32 },
  },
} as const;

interface ItemCheckQuery {
  dictId?: string;
  itemValue?: string;
  id?: string;
}

/**
 * `/sys/dictItem/*`: the items of one dictionary, listed in their sort order. A value occurs
 * once per dictionary (the form checks it with `dictItemCheck`; add and edit refuse it too).
 */
export const itemRoutes: FastifyPluginAsync = async (app) => {
  async function valueTaken(dictId: string, itemValue: string, ownId?: string): Promise<boolean> {
    let query = app.db
      .selectFrom('sys_dict_item')
      .select('id')
      .where('dictId', '=', dictId)
      .where('itemValue', '=', itemValue);
    if (ownId) query = query.where('id', '<>', ownId);
    return Boolean(await query.executeTakeFirst());
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/dictItem/list',
    { config: { permission: 'dict:list' } },
    async (request) => {
      // Items come in their sort order unless the client asks for another.
      const query = request.query.column
        ? request.query
        : { ...request.query, column: 'sortOrder', order: request.query.order ?? 'asc' };
      const list = parseListQuery(query, itemResource);
      const page = await fetchPage(app.db.selectFrom('sys_dict_item').selectAll(), list);
      return ok({
        ...page,
        records: page.records.map((item) => ({ ...item, itemText: seededText('dictionary', item.itemText) })),
      });
    },
  );

  app.get<{ Querystring: ItemCheckQuery }>(
    '/sys/dictItem/dictItemCheck',
    { config: { permission: ['dict_item:add', 'dict_item:edit'] }, schema: { querystring: itemCheckSchema } },
    async (request) => {
      const { dictId = '', itemValue = '', id } = request.query;
      return (await valueTaken(dictId, itemValue, id))
        ? fail(dictMessages.itemValueTaken)
        : okMessage(dictMessages.itemValueAvailable);
    },
  );

  app.post<{ Body: DictItemBody }>(
    '/sys/dictItem/add',
    { config: { permission: 'dict_item:add' }, schema: { body: itemAddSchema } },
    async (request) => {
      const { dictId = '', itemText = '', itemValue = '', itemColor, description, sortOrder, status } = request.body;
      const dict = await app.db
        .selectFrom('sys_dict')
        .select('id')
        .where('id', '=', dictId)
        .where('delFlag', '=', 0)
        .executeTakeFirst();
      if (!dict) return fail(dictMessages.dictNotFound);
      if (await valueTaken(dictId, itemValue)) return fail(dictMessages.itemValueTaken);
      await app.db
        .insertInto('sys_dict_item')
        .values({
          id: newId(),
          dictId,
          itemText,
          itemValue,
          itemColor: itemColor || null,
          description: description ?? null,
          sortOrder: sortOrder ?? 0,
          status: status ?? 1,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(dictMessages.saved);
    },
  );

  app.route<{ Body: DictItemBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/dictItem/edit',
    config: { permission: 'dict_item:edit' },
    schema: { body: itemEditSchema },
    handler: async (request) => {
      const { id, itemText, itemValue, itemColor, description, sortOrder, status } = request.body;
      const current = await app.db
        .selectFrom('sys_dict_item')
        .select(['id', 'dictId', 'itemText'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return fail(dictMessages.notFound);
      if (itemValue !== undefined && (await valueTaken(current.dictId, itemValue, id)))
        return fail(dictMessages.itemValueTaken);
      await app.db
        .updateTable('sys_dict_item')
        .set({
          ...(itemText === undefined ? {} : { itemText: textToStore('dictionary', itemText, current.itemText) }),
          ...(itemValue === undefined ? {} : { itemValue }),
          ...(itemColor === undefined ? {} : { itemColor: itemColor || null }),
          ...(description === undefined ? {} : { description }),
          ...(sortOrder === undefined || sortOrder === null ? {} : { sortOrder }),
          ...(status === undefined || status === null ? {} : { status }),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(dictMessages.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/dictItem/delete',
    { config: { permission: 'dict_item:delete' }, schema: { querystring: idQuery } },
    async (request) => {
      const result = await app.db.deleteFrom('sys_dict_item').where('id', '=', request.query.id).executeTakeFirst();
      return Number(result.numDeletedRows) ? okMessage(dictMessages.deleted) : fail(dictMessages.notFound);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/dictItem/deleteBatch',
    { config: { permission: 'dict_item:delete' }, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(dictMessages.idsRequired);
      await app.db.deleteFrom('sys_dict_item').where('id', 'in', ids).execute();
      return okMessage(dictMessages.deleted);
    },
  );
};
