import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { dictTexts } from '../dict';
import { departNamesByUser, PUBLIC_USER_COLUMNS, toPublicUser } from './user-view';

/** Users may be filtered and sorted by any public column. */
const userResource: ListResource = {
  fields: resourceFields('sys_user', PUBLIC_USER_COLUMNS),
  defaultSort: 'createTime',
};

/** Dictionary-coded fields of a user and their dictionaries (records carry `<field>_dictText`). */
const CODED = { sex: 'sex', status: 'user_status' } as const;

/**
 * `GET /sys/user/list`: a page of users. Any signed-in user may read it (the notice bell looks
 * up a sender's real name here); deleted users are never listed.
 */
export const userListRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>('/sys/user/list', async (request) => {
    const list = parseListQuery(request.query, userResource);
    const base = app.db.selectFrom('sys_user').select(PUBLIC_USER_COLUMNS).where('delFlag', '=', 0);
    const page = await fetchPage(base, list);
    const texts = await dictTexts(app.db, Object.values(CODED));
    const departNames = await departNamesByUser(app.db, page.records.map((user) => user.id));
    const records = page.records.map((row) => {
      const user = toPublicUser(row);
      return {
        ...user,
        sex_dictText: texts.get(CODED.sex)?.get(String(user.sex)) ?? '',
        status_dictText: texts.get(CODED.status)?.get(String(user.status)) ?? '',
        orgCodeTxt: departNames.get(user.id) ?? '',
      };
    });
    return ok({ ...page, records });
  });
};
