import type { FastifyPluginAsync } from 'fastify';
import { roleDeleteRoutes } from './role-delete-routes';
import { roleRoutes } from './role-routes';

/** `/sys/role/*`: the role list and form, the role grant tree, deletion. */
export const roleModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(roleRoutes);
  await app.register(roleDeleteRoutes);
};
