import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http';
import { categoryMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { commaList } from '../dict';
import { ROOT_PID } from './category-code';

const categoryResource: ListResource = { fields: resourceFields('sys_category'), defaultSort: 'code' };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const query = (properties: Record<string, unknown>) => ({ querystring: { type: 'object', properties } });

/**
 * The admin list of categories: roots paged, the children of a row when it is expanded, one
 * category by id. Open to every signed-in user (`selfService`), like the dictionaries: the same
 * names and codes every category select shows.
 */
export const categoryListRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/category/rootList',
    { config: { selfService: true } },
    async (request) => {
      const { name, code, pid } = request.query;
      // A search by name or code looks through every level; otherwise the list shows one level.
      const searching = [name, code].some((value) => typeof value === 'string' && value.trim());
      const asked =
        searching || (typeof pid === 'string' && pid.trim()) ? request.query : { ...request.query, pid: ROOT_PID };
      const list = parseListQuery(
        asked.column ? asked : { ...asked, column: 'code', order: asked.order ?? 'asc' },
        categoryResource,
      );
      return ok(await fetchPage(app.db.selectFrom('sys_category').selectAll(), list));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/category/childList',
    { config: { selfService: true } },
    async (request) => {
      const { column = 'code', order = 'asc' } = request.query;
      const list = parseListQuery({ ...request.query, pageSize: '1000', column, order }, categoryResource);
      return ok((await fetchPage(app.db.selectFrom('sys_category').selectAll(), list)).records);
    },
  );

  app.get<{ Querystring: { parentIds?: string } }>(
    '/sys/category/getChildListBatch',
    { config: { selfService: true }, schema: query({ parentIds: text(10_000) }) },
    async (request) => {
      const parentIds = commaList(request.query.parentIds);
      const records = parentIds.length
        ? await app.db.selectFrom('sys_category').selectAll().where('pid', 'in', parentIds).orderBy('code').execute()
        : [];
      return ok({ records, total: records.length, size: records.length, current: 1, pages: 1 });
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/sys/category/queryById',
    { config: { selfService: true }, schema: query({ id: text(32) }) },
    async (request) => {
      const row = await app.db
        .selectFrom('sys_category')
        .selectAll()
        .where('id', '=', request.query.id ?? '')
        .executeTakeFirst();
      return row ? ok(row) : fail(categoryMessages.notFound);
    },
  );
};
