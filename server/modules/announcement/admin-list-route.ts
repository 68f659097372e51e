import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { withDictTexts } from './announcement-view';
import { ANNOUNCEMENT_ADMIN_CODES } from './permissions';

/** Announcements may be filtered and sorted by any column (deleted ones are never listed). */
const announcementResource: ListResource = { fields: resourceFields('sys_announcement'), defaultSort: 'createTime' };

/** `GET /sys/annountCement/list`: the administration list, drafts and revoked ones included. */
export const adminListRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/annountCement/list',
    { config: { permission: ANNOUNCEMENT_ADMIN_CODES } },
    async (request) => {
      const list = parseListQuery(request.query, announcementResource);
      const page = await fetchPage(app.db.selectFrom('sys_announcement').selectAll().where('delFlag', '=', '0'), list);
      return ok({ ...page, records: await withDictTexts(app.db, page.records) });
    },
  );
};
