import type { FastifyPluginAsync } from 'fastify';
import { departDeleteRoutes } from './depart-delete-routes';
import { departTreeRoutes } from './depart-tree-routes';
import { departWriteRoutes } from './depart-write-routes';

/** `/sys/sysDepart/*`: the department trees, the department form, deletion. */
export const departRoutes: FastifyPluginAsync = async (app) => {
  await app.register(departTreeRoutes);
  await app.register(departWriteRoutes);
  await app.register(departDeleteRoutes);
};

export { nextOrgCode } from './org-code';
