import type { FastifyPluginAsync } from 'fastify';
import { categoryListRoutes } from './category-list-routes';
import { categorySelectRoutes } from './category-select-routes';
import { categoryWriteRoutes } from './category-write-routes';

/** The category dictionary (分类字典): `/sys/category/*`, a tree of coded categories. */
export const categoryModule: FastifyPluginAsync = async (app) => {
  await app.register(categoryListRoutes);
  await app.register(categorySelectRoutes);
  await app.register(categoryWriteRoutes);
};

export { nextCategoryCode, nextChildCode, ROOT_PID } from './category-code';
export { categoryNode, categoryChildren } from './category-tree';
export type { Category, CategoryNode } from './category-tree';
