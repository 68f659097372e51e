import type { FastifyPluginAsync } from 'fastify';
import { logRoutes } from './log-routes';
import { onlineRoute } from './online-route';
import { visitRoutes } from './visit-routes';

/** The log page, the dashboards' visit figures, the online users. */
export const monitorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(logRoutes);
  await app.register(visitRoutes);
  await app.register(onlineRoute);
};

export { recordSessionEvent, LOG_TYPE } from './session-log';
