import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../http';
import { idList } from '../id-list';
import { allPermissionRows, grantTreeAnswer, treeFacts } from './permission-rows';
import { permissionNode, permissionTree, type PermissionNode } from './permission-tree';

const parentIdSchema = {
  type: 'object',
  required: ['parentId'],
  properties: { parentId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const parentIdsSchema = {
  type: 'object',
  required: ['parentIds'],
  properties: { parentIds: { type: 'string', minLength: 1, maxLength: 20_000 } },
} as const;

/**
 * The menu table as the menu page and the grant editors read it: the whole tree, the top menus
 * and the children of one or several entries (loaded as the user expands), and the grant tree.
 */
export const permissionReadRoutes: FastifyPluginAsync = async (app) => {
  const nodes = async (keep: (parentId: string | null) => boolean): Promise<PermissionNode[]> => {
    const rows = await allPermissionRows(app.db);
    const facts = await treeFacts(app.db, rows);
    return rows.filter((row) => keep(row.parentId)).map((row) => permissionNode(row, facts));
  };

  app.get('/sys/permission/list', async () => {
    const rows = await allPermissionRows(app.db);
    return ok(permissionTree(rows, await treeFacts(app.db, rows)));
  });

  app.get('/sys/permission/getSystemMenuList', async () => ok(await nodes((parentId) => !parentId)));

  app.get<{ Querystring: { parentId: string } }>(
    '/sys/permission/getSystemSubmenu',
    { schema: { querystring: parentIdSchema } },
    async (request) => ok(await nodes((parentId) => parentId === request.query.parentId)),
  );

  app.get<{ Querystring: { parentIds: string } }>(
    '/sys/permission/getSystemSubmenuBatch',
    { schema: { querystring: parentIdsSchema } },
    async (request) => {
      const asked = new Set(idList(request.query.parentIds));
      const children = await nodes((parentId) => parentId !== null && asked.has(parentId));
      const byParent: Record<string, PermissionNode[]> = {};
      for (const node of children) if (node.parentId) (byParent[node.parentId] ??= []).push(node);
      return ok(byParent);
    },
  );

  app.get('/sys/permission/queryTreeList', async () => ok(await grantTreeAnswer(app.db, await allPermissionRows(app.db))));
};
