import type { FastifyPluginAsync } from 'fastify';
import { userAddRoute } from './user-add-route';
import { userListRoute } from './user-list-route';

/** System administration: users (list, add) so far; roles, departments and the rest join here. */
export const systemModule: FastifyPluginAsync = async (app) => {
  await app.register(userListRoute);
  await app.register(userAddRoute);
};

export { PUBLIC_USER_COLUMNS, toPublicUser, departsOfUser, departNamesByUser } from './user-view';
export type { PublicUser, Depart } from './user-view';
