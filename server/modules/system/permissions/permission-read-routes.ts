import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../http';
import { idList } from '../id-list';
import { GRANT_EDITOR_CODES } from './grant-editor-codes';
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

/** The menu page's reading button. */
const PERMISSION_LIST = 'permission:list';

/**
 * The menu table as the menu page ('permission:list') and the grant editors read it: the whole
 * tree, the top menus and the children of one or several entries (loaded as the user expands),
 * and the grant tree (JeecgBoot's other URL of `/sys/role/queryTreeList`).
 */
export const permissionReadRoutes: FastifyPluginAsync = async (app) => {
  const nodes = async (keep: (parentId: string | null) => boolean): Promise<PermissionNode[]> => {
    const rows = await allPermissionRows(app.db);
    const facts = await treeFacts(app.db, rows);
    return rows.filter((row) => keep(row.parentId)).map((row) => permissionNode(row, facts));
  };

  app.get('/sys/permission/list', { config: { permission: PERMISSION_LIST } }, async () => {
    const rows = await allPermissionRows(app.db);
    return ok(permissionTree(rows, await treeFacts(app.db, rows)));
  });

  app.get('/sys/permission/getSystemMenuList', { config: { permission: PERMISSION_LIST } }, async () =>
    ok(await nodes((parentId) => !parentId)),
  );

  app.get<{ Querystring: { parentId: string } }>(
    '/sys/permission/getSystemSubmenu',
    { config: { permission: PERMISSION_LIST }, schema: { querystring: parentIdSchema } },
    async (request) => ok(await nodes((parentId) => parentId === request.query.parentId)),
  );

  app.get<{ Querystring: { parentIds: string } }>(
    '/sys/permission/getSystemSubmenuBatch',
    { config: { permission: PERMISSION_LIST }, schema: { querystring: parentIdsSchema } },
    async (request) => {
      const asked = new Set(idList(request.query.parentIds));
      const children = await nodes((parentId) => parentId !== null && asked.has(parentId));
      const byParent: Record<string, PermissionNode[]> = {};
      for (const node of children)
        if (node.parentId) byParent[node.parentId] = [...(byParent[node.parentId] ?? []), node];
      return ok(byParent);
    },
  );

  app.get(
    '/sys/permission/queryTreeList',
    { config: { permission: [...GRANT_EDITOR_CODES, PERMISSION_LIST] } },
    async () => ok(await grantTreeAnswer(app.db, await allPermissionRows(app.db))),
  );
};
