import type { FastifyInstance } from 'fastify';
import { fail, okMessage } from '../../http';
import { checkMessages } from '../../messages';
import { commaList } from '../dict';
import { idQuery, idsQuery } from './rule-schemas';

export interface RuleTable {
  /** Route prefix, e.g. `/sys/checkRule`. */
  basePath: string;
  table: 'sys_check_rule' | 'sys_fill_rule';
  /** Button-code prefix, e.g. `check_rule` (delete and batch_delete are added). */
  permissionPrefix: string;
}

/** `delete?id=` and `deleteBatch?ids=`, alike for check rules and fill rules. */
export function registerRuleDeleteRoutes(app: FastifyInstance, { basePath, table, permissionPrefix }: RuleTable): void {
  app.delete<{ Querystring: { id: string } }>(
    `${basePath}/delete`,
    { config: { permission: `${permissionPrefix}:delete` }, schema: { querystring: idQuery } },
    async (request) => {
      const result = await app.db.deleteFrom(table).where('id', '=', request.query.id).executeTakeFirst();
      return Number(result.numDeletedRows) ? okMessage(checkMessages.deleted) : fail(checkMessages.notFound);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${basePath}/deleteBatch`,
    { config: { permission: `${permissionPrefix}:batch_delete` }, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(checkMessages.idsRequired);
      await app.db.deleteFrom(table).where('id', 'in', ids).execute();
      return okMessage(checkMessages.batchDeleted);
    },
  );
}
