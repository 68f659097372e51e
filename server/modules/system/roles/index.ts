import type { FastifyPluginAsync } from 'fastify';
import { roleDataRuleRoutes } from './role-data-rule-routes';
import { roleDeleteRoutes } from './role-delete-routes';
import { roleRoutes } from './role-routes';

/** `/sys/role/*`: the role list and form, the role grant tree, deletion, the data rules a role's page grant carries. */
export const roleModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(roleRoutes);
  await app.register(roleDeleteRoutes);
  await app.register(roleDataRuleRoutes);
};
