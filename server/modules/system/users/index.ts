import type { FastifyPluginAsync } from 'fastify';
import { userAddRoute } from './user-add-route';
import { userDepartRoutes } from './user-depart-routes';
import { userEditRoute } from './user-edit-route';
import { userListRoute } from './user-list-route';
import { userPasswordRoute } from './user-password-route';
import { userPickerRoutes } from './user-picker-routes';
import { userQueryRoutes } from './user-query-routes';
import { userRemoveRoutes } from './user-remove-routes';
import { userRoleRoutes } from './user-role-routes';
import { userSelfRoutes } from './user-self-routes';

/** `/sys/user/*`: the user list and form, removal and freezing, pickers, the users of a role or a department, an administrator's password reset, one's own base information. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userListRoute);
  await app.register(userQueryRoutes);
  await app.register(userPickerRoutes);
  await app.register(userAddRoute);
  await app.register(userEditRoute);
  await app.register(userRemoveRoutes);
  await app.register(userRoleRoutes);
  await app.register(userDepartRoutes);
  await app.register(userPasswordRoute);
  await app.register(userSelfRoutes);
};

export { userRecords } from './user-records';
export type { UserRecord } from './user-records';
