import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { LIKE } from '../../../db';
import { fail, ok, okMessage } from '../../../http';
import { systemMessages } from '../../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { idQuerySchema, idsQuerySchema, requiredIds } from '../id-list';

const logResource: ListResource = {
  fields: resourceFields('sys_log'),
  defaultSort: 'createTime',
  ownParams: ['keyWord'],
};

/** JeecgBoot's batch delete empties the whole log when sent this word instead of ids. */
const CLEAR_ALL = 'allclear';

/** The log page ('log:list' to read, 'log:delete' to delete); `keyWord` searches the content. */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/log/list',
    { config: { permission: 'log:list' } },
    async (request) => {
      const list = parseListQuery(request.query, logResource);
      let base = app.db.selectFrom('sys_log').selectAll();
      const keyWord = typeof request.query.keyWord === 'string' ? request.query.keyWord.trim() : '';
      if (keyWord) {
        const pattern = `%${keyWord.replace(/[!%_]/g, (char) => `!${char}`)}%`;
        base = base.where(sql<SqlBool>`${sql.ref('logContent')} ${LIKE} ${pattern} escape '!'`);
      }
      return ok(await fetchPage(base, list));
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/log/delete',
    { config: { permission: 'log:delete' }, schema: { querystring: idQuerySchema } },
    async (request) => {
      const result = await app.db.deleteFrom('sys_log').where('id', '=', request.query.id).executeTakeFirst();
      return Number(result.numDeletedRows) ? okMessage(systemMessages.deleted) : fail(systemMessages.notFound);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/log/deleteBatch',
    { config: { permission: 'log:delete' }, schema: { querystring: idsQuerySchema } },
    async (request) => {
      if (request.query.ids.trim() === CLEAR_ALL) {
        await app.db.deleteFrom('sys_log').execute();
        return okMessage(systemMessages.logCleared);
      }
      await app.db.deleteFrom('sys_log').where('id', 'in', requiredIds(request.query.ids)).execute();
      return okMessage(systemMessages.deleted);
    },
  );
};
