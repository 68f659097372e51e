import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http';
import { categoryMessages } from '../../messages';
import { conditionSql, typedValue } from '../../query';
import { commaList, dictColumn, dictItem, textsInKeyOrder, treeConditions } from '../dict';
import { ROOT_PID } from './category-code';
import { categoriesByParent, categoryChildren, withDescendants } from './category-tree';
import { seededText } from '../../i18n';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const query = (properties: Record<string, unknown>) => ({ querystring: { type: 'object', properties } });

/**
 * What the category select (JCategorySelect) and list pages call: tree levels, names of chosen
 * categories, one category by a column, for every signed-in user (`selfService`); the form's code
 * check for those who may add or edit categories.
 */
export const categorySelectRoutes: FastifyPluginAsync = async (app) => {
  const idOfCode = async (code: string) =>
    (await app.db.selectFrom('sys_category').select('id').where('code', '=', code).executeTakeFirst())?.id;

  // JeecgBoot put `field` into its SQL (the published injection): here it must be a column.
  app.get<{ Querystring: { field?: string; val?: string } }>(
    '/sys/category/loadOne',
    { config: { selfService: true }, schema: query({ field: text(100), val: text(200) }) },
    async (request) => {
      const { field: name = '', val = '' } = request.query;
      let column: ReturnType<typeof dictColumn>;
      try {
        column = dictColumn('sys_category', name);
      } catch {
        return fail(categoryMessages.badField);
      }
      const equal = conditionSql({ ...column, op: '=', value: typedValue(column.field, column.kind, val) });
      const rows = await app.db.selectFrom('sys_category').selectAll().where(equal).limit(2).execute();
      if (!rows.length) return fail(categoryMessages.noMatch);
      if (rows.length > 1) return fail(categoryMessages.manyMatches(name, val));
      return ok(rows[0]);
    },
  );

  app.get<{ Querystring: { pid?: string } }>(
    '/sys/category/loadTreeChildren',
    { config: { selfService: true }, schema: query({ pid: text(32) }) },
    async (request) => ok(await categoryChildren(app.db, request.query.pid?.trim() || ROOT_PID)),
  );

  // The children of the category coded `pcode` (the roots for none or '0'); all levels unless async.
  app.get<{ Querystring: { async: boolean; pcode?: string } }>(
    '/sys/category/loadTreeRoot',
    { config: { selfService: true }, schema: query({ async: { type: 'boolean', default: true }, pcode: text(100) }) },
    async (request) => {
      const pcode = request.query.pcode?.trim() ?? '';
      const pid = !pcode || pcode === ROOT_PID ? ROOT_PID : await idOfCode(pcode);
      if (!pid) return fail(categoryMessages.unknownCode(pcode));
      const nodes = await categoryChildren(app.db, pid);
      return ok(request.query.async ? nodes : withDescendants(nodes, await categoriesByParent(app.db)));
    },
  );

  // JCategorySelect: `pid` wins over `pcode`; `condition` is a JSON object of column -> value.
  app.get<{ Querystring: { pid?: string; pcode?: string; condition?: string } }>(
    '/sys/category/loadTreeData',
    { config: { selfService: true }, schema: query({ pid: text(32), pcode: text(100), condition: text(2000) }) },
    async (request) => {
      const conditions = treeConditions(request.query.condition, 'sys_category');
      let pid = request.query.pid?.trim();
      if (!pid) {
        const pcode = request.query.pcode?.trim();
        if (!pcode) return fail(categoryMessages.treeParamsMissing);
        pid = pcode === ROOT_PID ? ROOT_PID : await idOfCode(pcode);
        if (!pid) return fail(categoryMessages.treeCodeUnknown);
      }
      return ok(await categoryChildren(app.db, pid, conditions));
    },
  );

  // Names of chosen categories in the order of `ids` (the select pairs them by index).
  const loadDictItem = {
    config: { selfService: true },
    schema: query({ ids: text(10_000), delNotExist: { type: 'boolean', default: true } }),
  };
  const namesOf = async (request: { query: { ids?: string; delNotExist: boolean } }) => {
    const ids = commaList(request.query.ids);
    if (!ids.length) return fail(categoryMessages.idsEmpty);
    const rows = await app.db.selectFrom('sys_category').select(['id', 'name']).where('id', 'in', ids).execute();
    return ok(
      textsInKeyOrder(
        rows.map((row) => dictItem(row.id, seededText('category', row.name))),
        ids,
        !request.query.delNotExist,
      ),
    );
  };
  app.get<{ Querystring: { ids?: string; delNotExist: boolean } }>('/sys/category/loadDictItem', loadDictItem, namesOf);
  app.get<{ Querystring: { ids?: string; delNotExist: boolean } }>(
    '/sys/category/loadDictItem/',
    loadDictItem,
    namesOf,
  );

  // Every category under a code as { value: id, text: name }, for list pages to show names.
  app.get<{ Querystring: { code?: string } }>(
    '/sys/category/loadAllData',
    { config: { selfService: true }, schema: query({ code: text(100) }) },
    async (request) => {
      const code = request.query.code?.trim() ?? '';
      let rows = app.db.selectFrom('sys_category').select(['id', 'name']).orderBy('code');
      if (code && code !== ROOT_PID)
        rows = rows.where(conditionSql({ field: 'code', kind: 'text', op: 'startsWith', value: code }));
      const list = await rows.execute();
      if (!list.length) return fail(categoryMessages.noData);
      return ok(list.map((row) => dictItem(row.id, seededText('category', row.name))));
    },
  );

  // The form's code check: a child's code starts with its parent's.
  app.get<{ Querystring: { pid?: string; code?: string } }>(
    '/sys/category/checkCode',
    { config: { permission: ['category:add', 'category:edit'] }, schema: query({ pid: text(32), code: text(100) }) },
    async (request) => {
      const code = request.query.code?.trim();
      if (!code) return fail(categoryMessages.codeEmpty);
      const pid = request.query.pid?.trim();
      if (!pid || pid === ROOT_PID) return ok(null);
      const parent = await app.db.selectFrom('sys_category').select('code').where('id', '=', pid).executeTakeFirst();
      if (!parent) return fail(categoryMessages.parentNotFound);
      return code.startsWith(parent.code) ? ok(null) : fail(categoryMessages.codeMustStartWith(parent.code));
    },
  );
};
