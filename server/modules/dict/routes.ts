import type { FastifyPluginAsync } from 'fastify';
import { fail, ok, okMessage } from '../../http';
import { dictMessages } from '../../messages';
import { allDictItems } from './dict-items';
import { parseTableDict, tableDictItems } from './table-dict';

/** Dictionary lookups. `getDictItems` is one of the routes JeecgBoot signs (X-Sign). */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    { config: { signed: true }, schema: { params: { type: 'object', properties: { dictCode: { type: 'string', maxLength: 500 } } } } },
    async (request) => {
      const code = request.params.dictCode.trim();
      if (!code) return fail(dictMessages.dictCodeEmpty);
      if (code.includes(',')) return ok(await tableDictItems(app.db, parseTableDict(code)));
      return ok((await allDictItems(app.db, [code]))[code] ?? []);
    },
  );

  app.get('/sys/dict/queryAllDictItems', async () => ok(await allDictItems(app.db)));

  // Nothing is cached server-side: every answer reads the tables.
  app.get('/sys/dict/refleshCache', async () => okMessage(dictMessages.cacheRefreshed));
};
