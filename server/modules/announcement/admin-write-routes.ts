import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, okMessage, requireCaller } from '../../http';
import { announcementMessages as say } from '../../messages';
import { addSchema, editSchema, type AnnouncementBody } from './announcement-body';
import { announcementValues } from './announcement-values';
import { idList } from './audience';
import { SendStatus } from './delivery';
import { AnnouncementPermission } from './permissions';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
const idsQuery = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'string', maxLength: 33_000 } },
} as const;

/** Batch deletes are bounded like every other list the server reads. */
const MAX_BATCH = 1000;

/** Add, edit, delete and batch delete; deleting only sets `del_flag`, as JeecgBoot does. */
export const adminWriteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AnnouncementBody }>(
    '/sys/annountCement/add',
    { config: { permission: AnnouncementPermission.add }, schema: { body: addSchema } },
    async (request) => {
      const caller = requireCaller(request);
      const values = await announcementValues(app.db, request.body);
      await app.db
        .insertInto('sys_announcement')
        .values({
          id: newId(),
          ...values,
          sender: null,
          sendStatus: SendStatus.draft,
          sendTime: null,
          cancelTime: null,
          delFlag: '0',
          createBy: caller.username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(say.added);
    },
  );

  // JeecgBoot declares PUT; POST is served too, like the other edits of this server.
  app.route<{ Body: AnnouncementBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/annountCement/edit',
    config: { permission: AnnouncementPermission.edit },
    schema: { body: editSchema },
    handler: async (request) => {
      const caller = requireCaller(request);
      const current = await app.db
        .selectFrom('sys_announcement')
        .select(['id', 'sendStatus', 'msgType', 'userIds', 'departIds'])
        .where('id', '=', request.body.id)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!current) return fail(say.notFound);
      // What was released stays as its readers received it; revoke it first to change it.
      if (current.sendStatus === SendStatus.released) return fail(say.editReleased);
      const values = await announcementValues(app.db, request.body);
      const audienceChanged =
        values.msgType !== current.msgType ||
        idList(values.userIds).join() !== idList(current.userIds).join() ||
        idList(values.departIds).join() !== idList(current.departIds).join();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sys_announcement')
          .set({ ...values, updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
          .where('id', '=', current.id)
          .execute();
        // A new audience makes it a new announcement for its readers: deliveries start over.
        if (audienceChanged) await trx.deleteFrom('sys_announcement_send').where('anntId', '=', current.id).execute();
      });
      return okMessage(say.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/annountCement/delete',
    { config: { permission: AnnouncementPermission.delete }, schema: { querystring: idQuery } },
    async (request) => {
      const caller = requireCaller(request);
      const result = await app.db
        .updateTable('sys_announcement')
        .set({ delFlag: '1', updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', '=', request.query.id)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) ? okMessage(say.deleted) : fail(say.notFound);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/annountCement/deleteBatch',
    { config: { permission: AnnouncementPermission.batchDelete }, schema: { querystring: idsQuery } },
    async (request) => {
      const caller = requireCaller(request);
      const ids = idList(request.query.ids);
      if (!ids.length || ids.length > MAX_BATCH) return fail(say.idsRequired);
      await app.db
        .updateTable('sys_announcement')
        .set({ delFlag: '1', updateBy: caller.username, updateTime: formatDateTime(app.clock()) })
        .where('id', 'in', ids)
        .where('delFlag', '=', '0')
        .execute();
      return okMessage(say.deleted);
    },
  );
};
