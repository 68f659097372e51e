import type { FastifyPluginAsync } from 'fastify';
import { dataSourceRoutes } from './data-source-routes';
import { gatewayRoutes } from './gateway-routes';

/** Gateway routes and data sources: lists the console manages, nothing on this server uses them. */
export const managedListRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gatewayRoutes);
  await app.register(dataSourceRoutes);
};
