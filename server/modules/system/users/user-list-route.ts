import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../http';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../../query';
import { PUBLIC_USER_COLUMNS } from '../user-view';
import { userRecords } from './user-records';

/** Users may be filtered and sorted by any public column. */
const userResource: ListResource = {
  fields: resourceFields('sys_user', PUBLIC_USER_COLUMNS),
  defaultSort: 'createTime',
};

/** The user directory's button: every user's phone, e-mail, birthday and work number. */
export const USER_DIRECTORY = 'user:list';

/**
 * `GET /sys/user/list`: a page of users, the 用户管理 page's ('user:list'); deleted users are never
 * listed. Pickers read the narrow picker routes instead (user-picker-routes.ts).
 */
export const userListRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/user/list',
    { config: { permission: USER_DIRECTORY } },
    async (request) => {
      const list = parseListQuery(request.query, userResource);
      const base = app.db.selectFrom('sys_user').select(PUBLIC_USER_COLUMNS).where('delFlag', '=', 0);
      const page = await fetchPage(base, list);
      return ok({ ...page, records: await userRecords(app.db, page.records) });
    },
  );
};
