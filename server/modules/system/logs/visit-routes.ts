import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../http';
import { systemMessages } from '../../../messages';
import { LOG_TYPE } from './session-log';
import { lastWeek, todayBounds, weekOfVisits } from './visit-counts';

const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The dashboards' visit figures, counted from the sign-in/sign-out rows of the log (type 1):
 * totals only, drawn on the home page of every role, so any signed-in user may read them.
 */
export const visitRoutes: FastifyPluginAsync = async (app) => {
  const sessionRows = () => app.db.selectFrom('sys_log').where('logType', '=', LOG_TYPE.session);

  app.get('/sys/loginfo', { config: { selfService: true } }, async () => {
    const { from, to } = todayBounds(app.clock());
    const total = await sessionRows()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    const today = await sessionRows()
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.count<number>('ip').distinct().as('ips')])
      .where('createTime', '>=', from)
      .where('createTime', '<', to)
      .executeTakeFirst();
    // JeecgBoot answers these figures with the message "登录成功"; clients ignore it.
    return ok(
      {
        totalVisitCount: asNumber(total?.count),
        todayVisitCount: asNumber(today?.count),
        todayIp: asNumber(today?.ips),
      },
      systemMessages.loginfoMessage,
    );
  });

  app.get('/sys/visitInfo', { config: { selfService: true } }, async () => {
    const { days, from, to } = lastWeek(app.clock());
    const day = sql<string>`substr(${sql.ref('createTime')}, 1, 10)`;
    const rows = await sessionRows()
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('visit'),
        eb.fn.count<number>('ip').distinct().as('ip'),
      ])
      .where('createTime', '>=', from)
      .where('createTime', '<', to)
      .groupBy(day)
      .execute();
    return ok(
      weekOfVisits(
        days,
        rows.map((row) => ({ day: row.day, visit: asNumber(row.visit), ip: asNumber(row.ip) })),
      ),
    );
  });
};
