import type { FastifyPluginAsync } from 'fastify';
import { screenRoutes } from './screen-routes';
import { thirdAppRoutes } from './third-app-routes';
import { workplaceRoutes } from './workplace-routes';

/**
 * What the stock JeecgBoot Vue 2 client (ant-design-vue-jeecg 3.4) asks of its backend that our
 * console does not: the third-party app types of the user page, the 工作台's `/mock/api` lists
 * and the data screens' menu addresses (README.md).
 */
export const jeecgClientModule: FastifyPluginAsync = async (app) => {
  await app.register(thirdAppRoutes);
  await app.register(workplaceRoutes);
  await app.register(screenRoutes);
};

export type { EnabledTypes } from './third-app-routes';
export type { MockPage, WorkplaceActivity, WorkplaceProject, WorkplaceTeam } from './workplace-lists';
export type { RadarRow } from './workplace-radar';
