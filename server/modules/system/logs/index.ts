import type { FastifyPluginAsync } from 'fastify';
import { dataLogRoutes } from './data-log-routes';
import { logRoutes } from './log-routes';
import { onlineRoute } from './online-route';
import { visitRoutes } from './visit-routes';

/** The log page, the data log, the dashboards' visit figures, the online users. */
export const monitorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(logRoutes);
  await app.register(dataLogRoutes);
  await app.register(visitRoutes);
  await app.register(onlineRoute);
};

export { recordSessionEvent, LOG_TYPE } from './session-log';
export { DATA_LOG_LIST } from './data-log-routes';
