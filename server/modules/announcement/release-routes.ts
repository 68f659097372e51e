import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../db';
import { fail, okMessage, requireCaller } from '../../http';
import { announcementMessages as say } from '../../messages';
import { recipientsOf } from './audience-queries';
import { SendStatus } from './delivery';
import { AnnouncementPermission } from './permissions';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/**
 * `GET /sys/annountCement/doReleaseData?id` and `doReovkeData?id` (sic): release and revoke.
 * Releasing records the releaser as sender and pushes `{ cmd, msgId, msgTxt }` to the open notice
 * connections of its readers: 'topic' to everyone for 'ALL', 'user' to the addressed users
 * otherwise. Their bells reload and find it in their inbox.
 */
export const releaseRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReleaseData',
    { config: { permission: AnnouncementPermission.release }, schema: { querystring: idQuery } },
    async (request) => {
      const caller = requireCaller(request);
      const announcement = await app.db
        .selectFrom('sys_announcement')
        .select(['id', 'titile', 'sendStatus', 'msgType', 'userIds', 'departIds', 'endTime'])
        .where('id', '=', request.query.id)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!announcement) return fail(say.notFound);
      if (announcement.sendStatus === SendStatus.released) return fail(say.alreadyReleased);
      const now = formatDateTime(app.clock());
      await app.db
        .updateTable('sys_announcement')
        .set({
          sendStatus: SendStatus.released,
          sendTime: now,
          cancelTime: null,
          sender: caller.username,
          updateBy: caller.username,
          updateTime: now,
        })
        .where('id', '=', announcement.id)
        .execute();

      const notice = { msgId: announcement.id, msgTxt: announcement.titile };
      const recipients = await recipientsOf(app.db, announcement);
      if (recipients === null) await app.pushToEveryone({ cmd: 'topic', ...notice });
      else await app.pushToUsers(recipients, { cmd: 'user', ...notice });
      return okMessage(say.released);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReovkeData',
    { config: { permission: AnnouncementPermission.revoke }, schema: { querystring: idQuery } },
    async (request) => {
      const caller = requireCaller(request);
      const now = formatDateTime(app.clock());
      const result = await app.db
        .updateTable('sys_announcement')
        .set({ sendStatus: SendStatus.revoked, cancelTime: now, updateBy: caller.username, updateTime: now })
        .where('id', '=', request.query.id)
        .where('delFlag', '=', '0')
        .where('sendStatus', '=', SendStatus.released)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows)) return okMessage(say.revoked);
      const exists = await app.db
        .selectFrom('sys_announcement')
        .select('id')
        .where('id', '=', request.query.id)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      return fail(exists ? say.notReleased : say.notFound);
    },
  );
};
