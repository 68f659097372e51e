import type { FastifyPluginAsync } from 'fastify';
import { departGrantRoutes } from './depart-grant-routes';
import { departRoleRoutes } from './depart-role-routes';
import { departRoleUserRoutes } from './depart-role-user-routes';

/** Department roles, their members, and the department and department-role grants. */
export const departRoleModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(departRoleRoutes);
  await app.register(departRoleUserRoutes);
  await app.register(departGrantRoutes);
};
