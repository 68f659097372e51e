import type { FastifyPluginAsync } from 'fastify';
import { departRoleModuleRoutes } from './depart-roles';
import { departRoutes } from './departs';
import { positionRoutes } from './position-routes';
import { tenantRoutes } from './tenant-routes';

/** The organisation: departments (with their roles and grants), positions, tenants. */
export const orgModule: FastifyPluginAsync = async (app) => {
  await app.register(departRoutes);
  await app.register(departRoleModuleRoutes);
  await app.register(positionRoutes);
  await app.register(tenantRoutes);
};

export { nextOrgCode } from './departs';
