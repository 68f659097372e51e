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

/**
 * `GET /sys/user/list`: a page of users. Any signed-in user may read it (the notice bell looks
 * up a sender's real name here); deleted users are never listed.
 */
export const userListRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>('/sys/user/list', async (request) => {
    const list = parseListQuery(request.query, userResource);
    const base = app.db.selectFrom('sys_user').select(PUBLIC_USER_COLUMNS).where('delFlag', '=', 0);
    const page = await fetchPage(base, list);
    return ok({ ...page, records: await userRecords(app.db, page.records) });
  });
};
