import type { FastifyPluginAsync } from 'fastify';
import { fail, ok, requireCaller } from '../../../http';
import { orgMessages } from '../../../messages';
import { departSubtreeIds, idList } from '../../system';
import { departNode, departTree, idTree, parentIds } from './depart-tree';
import { liveDeparts } from './live-departs';

/** A superior (user identity 2) manages the departments in `departIds`, and what is below them. */
const SUPERIOR = 2;

/**
 * The department trees: whole, lazily by parent, the slim select tree, search, and "my
 * departments". For anyone signed in: the department and user pickers of every role's forms draw
 * them (departments' names, codes and contacts; no person's data).
 */
export const departTreeRoutes: FastifyPluginAsync = async (app) => {
  const managedRoots = async (userId: string): Promise<string[] | null> => {
    const user = await app.db
      .selectFrom('sys_user')
      .select(['userIdentity', 'departIds'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.userIdentity === SUPERIOR ? idList(user.departIds) : null;
  };

  app.get('/sys/sysDepart/queryTreeList', { config: { selfService: true } }, async () =>
    ok(departTree(await liveDeparts(app.db))),
  );

  app.get<{ Querystring: { pid?: string } }>(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config: { selfService: true },
      schema: { querystring: { type: 'object', properties: { pid: { type: 'string', maxLength: 64 } } } },
    },
    async (request) => {
      const departs = await liveDeparts(app.db);
      const parents = parentIds(departs);
      const pid = request.query.pid || null;
      const ids = new Set(departs.map((d) => d.id));
      const level = departs.filter((d) => (pid ? d.parentId === pid : !d.parentId || !ids.has(d.parentId)));
      return ok(level.map((depart) => departNode(depart, !parents.has(depart.id))));
    },
  );

  app.get('/sys/sysDepart/queryIdTree', { config: { selfService: true } }, async () =>
    ok(idTree(departTree(await liveDeparts(app.db)))),
  );

  // `myDeptSearch=1` searches only the caller's managed departments (JeecgBoot 3).
  app.get<{ Querystring: { keyWord: string; myDeptSearch?: string } }>(
    '/sys/sysDepart/searchBy',
    {
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['keyWord'],
          properties: { keyWord: { type: 'string', maxLength: 100 }, myDeptSearch: { type: 'string', maxLength: 1 } },
        },
      },
    },
    async (request) => {
      const keyWord = request.query.keyWord.trim().toLowerCase();
      let departs = await liveDeparts(app.db);
      if (request.query.myDeptSearch === '1') {
        const roots = await managedRoots(requireCaller(request).userId);
        const within = new Set(await departSubtreeIds(app.db, roots ?? []));
        departs = departs.filter((d) => within.has(d.id));
      }
      const parents = parentIds(departs);
      const found = departs.filter((d) => keyWord && d.departName.toLowerCase().includes(keyWord));
      // JeecgBoot answers a failure when nothing matches; its search box shows the message.
      return found.length ? ok(found.map((d) => departNode(d, !parents.has(d.id)))) : fail(orgMessages.searchNothing);
    },
  );

  // JeecgBoot puts the caller's identity in `message`: '2' with the tree for a superior, else '1'.
  app.get('/sys/sysDepart/queryMyDeptTreeList', { config: { selfService: true } }, async (request) => {
    const roots = await managedRoots(requireCaller(request).userId);
    if (!roots) return ok(null, '1');
    const departs = await liveDeparts(app.db);
    const within = new Set(await departSubtreeIds(app.db, roots));
    return ok(
      departTree(
        departs.filter((d) => within.has(d.id)),
        roots,
      ),
      String(SUPERIOR),
    );
  });
};
