import type { FastifyPluginAsync } from 'fastify';
import { ok, requireCaller } from '../../http';
import { fetchPage, parseListQuery, type ListResource } from '../../query';
import { withDictTexts } from './announcement-view';
import { deliverAnnouncements } from './delivery';
import { inboxOf } from './inbox';

/** What "my announcements" may be searched and sorted by. */
const myAnnouncementResource: ListResource = {
  fields: {
    titile: 'text',
    sender: 'text',
    readFlag: 'text',
    msgCategory: 'text',
    priority: 'text',
    busType: 'text',
    busId: 'text',
    openType: 'text',
    sendTime: 'datetime',
    createTime: 'datetime',
  },
  defaultSort: 'sendTime',
};

/**
 * `GET /sys/sysAnnouncementSend/getMyAnnouncementSend`: the caller's announcements, read and
 * unread, paged, searchable (`titile=*收割*`, `readFlag=0`...). A record is JeecgBoot's
 * AnnouncementSendModel: `id` is the delivery, `anntId` the announcement.
 */
export const myAnnouncementsRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { config: { selfService: true } },
    async (request) => {
      const { userId } = requireCaller(request);
      const list = parseListQuery(request.query, myAnnouncementResource);
      await deliverAnnouncements(app.db, userId, app.clock());
      const deliveries = inboxOf(app.db, userId).select([
        's.id',
        's.anntId',
        's.userId',
        's.readFlag',
        's.readTime',
        'a.titile',
        'a.msgContent',
        'a.msgAbstract',
        'a.sender',
        'a.priority',
        'a.msgCategory',
        'a.sendTime',
        'a.createTime',
        'a.busType',
        'a.busId',
        'a.openType',
        'a.openPage',
      ]);
      // One delivery per announcement and user: the announcement id orders announcements sent at the same time.
      const page = await fetchPage(app.db.selectFrom(deliveries.as('m')).selectAll('m'), list, {
        qualify: 'm',
        tieBreaker: 'anntId',
      });
      return ok({ ...page, records: await withDictTexts(app.db, page.records) });
    },
  );
};
