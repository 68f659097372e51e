import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { grantedButtonCodes } from '../../access';
import { formatDateTime } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { announcementMessages as say } from '../../messages';
import { RECIPIENT_COLUMNS } from './announcement-view';
import { deliverAnnouncements, ReadFlag } from './delivery';
import { BELL_PAGE_SIZE, inboxOf } from './inbox';
import { ANNOUNCEMENT_ADMIN_CODES } from './permissions';

/** msg_category: '1' notices, '2' system messages. */
const Category = { notice: '1', system: '2' } as const;

const recipientColumns = RECIPIENT_COLUMNS.map((column) => `a.${column}` as const);

const anntIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['anntId'],
  properties: { anntId: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/**
 * The caller's own announcements: the bell's list, one announcement, marking read. Any signed-in
 * user may call these; each reads and changes only the caller's inbox.
 */
export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const unread = async (userId: string, category: string) => {
    const base = inboxOf(app.db, userId)
      .where('s.readFlag', '=', ReadFlag.unread)
      .where('a.msgCategory', '=', category);
    const counted = await base.select(sql<number | string | bigint>`count(*)`.as('total')).executeTakeFirst();
    const records = await base
      .select(recipientColumns)
      .orderBy('a.sendTime', 'desc')
      .orderBy('a.id')
      .limit(BELL_PAGE_SIZE)
      .execute();
    return { records, total: Number(counted?.total ?? 0) };
  };

  app.get('/sys/annountCement/listByUser', { config: { selfService: true } }, async (request) => {
    const { userId } = requireCaller(request);
    await deliverAnnouncements(app.db, userId, app.clock());
    const notices = await unread(userId, Category.notice);
    const messages = await unread(userId, Category.system);
    return ok({
      anntMsgList: notices.records,
      anntMsgTotal: notices.total,
      sysMsgList: messages.records,
      sysMsgTotal: messages.total,
    });
  });

  // Administrators read any announcement in full; everyone else only what is in their inbox.
  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/queryById',
    {
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request) => {
      const { userId } = requireCaller(request);
      const granted = await grantedButtonCodes(app.db, userId);
      if (ANNOUNCEMENT_ADMIN_CODES.some((code) => granted.has(code))) {
        const full = await app.db
          .selectFrom('sys_announcement')
          .selectAll()
          .where('id', '=', request.query.id)
          .where('delFlag', '=', '0')
          .executeTakeFirst();
        return full ? ok(full) : fail(say.notFound);
      }
      await deliverAnnouncements(app.db, userId, app.clock());
      const received = await inboxOf(app.db, userId)
        .select(recipientColumns)
        .where('a.id', '=', request.query.id)
        .executeTakeFirst();
      return received ? ok(received) : fail(say.notFound);
    },
  );

  // JeecgBoot declares PUT; the shell spec's client may send POST. Both are served.
  app.route<{ Body: { anntId: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    config: { selfService: true },
    schema: { body: anntIdBody },
    handler: async (request) => {
      const { userId, username } = requireCaller(request);
      await deliverAnnouncements(app.db, userId, app.clock());
      const now = formatDateTime(app.clock());
      const result = await app.db
        .updateTable('sys_announcement_send')
        .set({ readFlag: ReadFlag.read, readTime: now, updateBy: username, updateTime: now })
        .where('anntId', '=', request.body.anntId)
        .where('userId', '=', userId)
        .where('readFlag', '=', ReadFlag.unread)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows)) return ok(null);
      const inInbox = await inboxOf(app.db, userId)
        .select('s.id')
        .where('s.anntId', '=', request.body.anntId)
        .executeTakeFirst();
      return inInbox ? ok(null) : fail(say.notFound);
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/sysAnnouncementSend/readAll',
    config: { selfService: true },
    handler: async (request) => {
      const { userId, username } = requireCaller(request);
      await deliverAnnouncements(app.db, userId, app.clock());
      const now = formatDateTime(app.clock());
      await app.db
        .updateTable('sys_announcement_send')
        .set({ readFlag: ReadFlag.read, readTime: now, updateBy: username, updateTime: now })
        .where('userId', '=', userId)
        .where('readFlag', '=', ReadFlag.unread)
        .execute();
      return okMessage(say.allRead);
    },
  });
};
