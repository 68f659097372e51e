import type { FastifyPluginAsync } from 'fastify';
import { grantedPermissions } from '../../access';
import { ok, requireCaller } from '../../http';
import { allAuthList, authList, buildMenuTree, deniedRoutePaths } from './menu-tree';
import { withParametrisedRoutes } from './parametrised-routes';

/** JeecgBoot's safe mode (its effect is not specified); this server never runs in it. */
const SYS_SAFE_MODE = false;

/** `GET /sys/permission/getUserPermissionByToken`: the caller's menu tree and button rules. */
export const permissionRoute: FastifyPluginAsync = async (app) => {
  app.get('/sys/permission/getUserPermissionByToken', { config: { selfService: true } }, async (request) => {
    const caller = requireCaller(request);
    const granted = await withParametrisedRoutes(app.db, await grantedPermissions(app.db, caller.userId));
    const everyButton = await app.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('menuType', '=', 2)
      .where('delFlag', '=', 0)
      .orderBy('sortNo')
      .execute();
    const everyMenu = await app.db
      .selectFrom('sys_permission')
      .selectAll()
      .where('menuType', '!=', 2)
      .where('delFlag', '=', 0)
      .execute();
    return ok({
      menu: buildMenuTree(granted),
      auth: authList(granted),
      allAuth: allAuthList(everyButton),
      sysSafeMode: SYS_SAFE_MODE,
      deniedRoutes: deniedRoutePaths(everyMenu, granted),
    });
  });
};
