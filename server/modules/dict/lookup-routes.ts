import { dictionaryCacheOf } from './dictionary-cache';
import { referenceLabelCacheOf } from './reference-label-cache';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok, okMessage } from '../../http';
import { dictMessages } from '../../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../query';
import { allDictItems } from './dict-items';
import { commaList, lookupItems, textsInKeyOrder } from './dict-lookup';
import { dictColumn, dictTable, tableDictItems } from './table-dict';

const codeParam = { type: 'object', properties: { dictCode: { type: 'string', maxLength: 500 } } } as const;
const paging = {
  pageNo: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE },
} as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

interface CodeParams {
  dictCode: string;
}
interface SearchQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

const pageOf = (query: { pageNo: number; pageSize: number }) => {
  const limit = Math.min(query.pageSize, MAX_PAGE_SIZE);
  return { limit, offset: (query.pageNo - 1) * limit };
};

/**
 * Dictionary lookups, for any signed-in user (every form and list draws its codes as texts). The
 * ones JeecgBoot signs (X-Sign) declare `signed: true`; every name a client passes goes through
 * the allow-list (`db/dict-tables.ts`), every value is bound.
 */
export const lookupRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: CodeParams }>(
    '/sys/dict/getDictItems/:dictCode',
    { config: { selfService: true, signed: true }, schema: { params: codeParam } },
    async (request) => {
      if (!request.params.dictCode.trim()) return fail(dictMessages.dictCodeEmpty);
      return ok(await lookupItems(app.db, request.params.dictCode, request.tenantId));
    },
  );

  // The searching select: text or value contains the keyword (a comma list: exact values), page size 10.
  app.get<{ Params: CodeParams; Querystring: SearchQuery }>(
    '/sys/dict/loadDict/:dictCode',
    {
      config: { selfService: true, signed: true },
      schema: { params: codeParam, querystring: { type: 'object', properties: { keyword: text(200), ...paging } } },
    },
    async (request) =>
      ok(
        await lookupItems(app.db, request.params.dictCode, request.tenantId, {
          keyword: request.query.keyword,
          ...pageOf(request.query),
        }),
      ),
  );

  // The first page with the current values (the keyword) put first when the page lacks them.
  app.get<{ Params: CodeParams; Querystring: SearchQuery }>(
    '/sys/dict/loadDictOrderByValue/:dictCode',
    {
      config: { selfService: true, signed: true },
      schema: { params: codeParam, querystring: { type: 'object', properties: { keyword: text(2000), ...paging } } },
    },
    async (request) => {
      const page = await lookupItems(
        app.db,
        request.params.dictCode,
        request.tenantId,
        pageOf({ ...request.query, pageNo: 1 }),
      );
      const keys = commaList(request.query.keyword);
      const chosen = keys.length ? await lookupItems(app.db, request.params.dictCode, request.tenantId, { keys }) : [];
      const missing = chosen.filter((item) => !page.some((listed) => listed.value === item.value));
      return ok([...missing, ...page]);
    },
  );

  app.get<{ Params: CodeParams; Querystring: { key?: string; delNotExist: boolean } }>(
    '/sys/dict/loadDictItem/:dictCode',
    {
      config: { selfService: true, signed: true },
      schema: {
        params: codeParam,
        querystring: {
          type: 'object',
          properties: { key: text(5000), delNotExist: { type: 'boolean', default: true } },
        },
      },
    },
    async (request) => {
      const keys = commaList(request.query.key);
      if (!keys.length) return fail(dictMessages.keysRequired);
      const items = await lookupItems(app.db, request.params.dictCode, request.tenantId, { keys });
      return ok(textsInKeyOrder(items, keys, !request.query.delNotExist));
    },
  );

  // JeecgBoot's deprecated table lookup by separate names: the same allow-list applies.
  app.get<{ Querystring: SearchQuery & { table?: string; text?: string; code?: string } }>(
    '/sys/dict/queryTableData',
    {
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          properties: { table: text(100), text: text(100), code: text(100), keyword: text(200), ...paging },
        },
      },
    },
    async (request) => {
      const { table: tableName = '', text: textName = '', code = '' } = request.query;
      if (!tableName.trim() || !textName.trim() || !code.trim()) return fail(dictMessages.badTableDict);
      const table = dictTable(tableName);
      const dict = { table, text: dictColumn(table, textName).field, value: dictColumn(table, code).field, filter: [] };
      return ok(
        await tableDictItems(app.db, dict, request.tenantId, {
          keyword: request.query.keyword,
          ...pageOf(request.query),
        }),
      );
    },
  );

  app.get('/sys/dict/queryAllDictItems', { config: { selfService: true } }, async () => ok(await allDictItems(app.db)));

  // The items and the reference labels are kept in memory until a write through the server
  // changes them; this forgets them on every instance, for changes made straight in the database.
  app.get('/sys/dict/refleshCache', { config: { selfService: true } }, async () => {
    dictionaryCacheOf(app.db)?.refresh();
    referenceLabelCacheOf(app.db)?.refresh();
    return okMessage(dictMessages.cacheRefreshed);
  });
};
