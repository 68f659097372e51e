import type { FastifyPluginAsync } from 'fastify';
import { dataRuleRoutes } from './data-rule-routes';
import { permissionDeleteRoutes } from './permission-delete-routes';
import { permissionReadRoutes } from './permission-read-routes';
import { permissionWriteRoutes } from './permission-write-routes';
import { roleGrantRoutes } from './role-grant-routes';

/** `/sys/permission/*`: the menu table, its data rules, and what each role is granted. */
export const permissionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionReadRoutes);
  await app.register(permissionWriteRoutes);
  await app.register(permissionDeleteRoutes);
  await app.register(roleGrantRoutes);
  await app.register(dataRuleRoutes);
};

export { allPermissionRows, grantTreeAnswer } from './permission-rows';
export { GRANT_EDITOR_CODES } from './grant-editor-codes';
export { grantChanges, grantSaveSchema } from './grant-changes';
export { livePermissionIds } from './live-permissions';
export type { GrantNode, PermissionNode } from './permission-tree';
export { isServableMenuAddress, menuAddressKind } from './menu-address';
export type { MenuAddressKind } from './menu-address';
