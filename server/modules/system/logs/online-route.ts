import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { formatDateTime, LIKE } from '../../../db';
import { ok } from '../../../http';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../query';

interface OnlineQuery {
  username?: string;
  pageNo?: number;
  pageSize?: number;
}

const onlineQuerySchema = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 100 },
    pageNo: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
  },
} as const;

/**
 * `GET /sys/online/list` ('online:list'): the live sessions, newest first. The `token` column
 * holds the session id (what `/sys/online/forceLogout` takes), never a token: only a token's
 * hash is stored, and no answer ever carries one.
 */
export const onlineRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: OnlineQuery }>(
    '/sys/online/list',
    { config: { permission: 'online:list' }, schema: { querystring: onlineQuerySchema } },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = Math.min(request.query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      let base = app.db
        .selectFrom('sys_user_token as t')
        .innerJoin('sys_user as u', 'u.id', 't.userId')
        .where('t.expiresAt', '>', app.clock())
        .where('u.delFlag', '=', 0);
      const username = request.query.username?.trim();
      if (username) {
        const pattern = `%${username.replace(/[!%_]/g, (char) => `!${char}`)}%`;
        base = base.where(sql<SqlBool>`${sql.ref('u.username')} ${LIKE} ${pattern} escape '!'`);
      }
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const total = Number(counted?.total ?? 0);
      const rows = await base
        .select([
          't.id as token',
          't.createTime as loginTime',
          't.ip',
          't.expiresAt',
          'u.id as userId',
          'u.username',
          'u.realname',
          'u.avatar',
          'u.sex',
          'u.phone',
          'u.birthday',
        ])
        .orderBy('t.createTime', 'desc')
        .orderBy('t.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const records = rows.map(({ expiresAt, ...row }) => ({
        id: row.token,
        ...row,
        expireTime: formatDateTime(Number(expiresAt)),
      }));
      return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
    },
  );
};
