import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http';
import { dictMessages } from '../../messages';
import { dictColumn, dictTable } from './table-dict';
import { treeChildren } from './table-tree';
import { treeConditions } from './tree-condition';

interface TreeQuery {
  pid?: string;
  pidField?: string;
  tableName?: string;
  text?: string;
  code?: string;
  hasChildField?: string;
  converIsLeafVal: number;
  condition?: string;
}

const name = { type: 'string', maxLength: 100 } as const;

const treeQuerySchema = {
  type: 'object',
  properties: {
    pid: { type: 'string', maxLength: 100 },
    pidField: name,
    tableName: name,
    text: name,
    code: name,
    hasChildField: name,
    converIsLeafVal: { type: 'integer', enum: [0, 1], default: 1 },
    condition: { type: 'string', maxLength: 2000 },
  },
} as const;

/**
 * `GET /sys/dict/loadTreeData`: one level of a tree kept in a table, for JTreeSelect. JeecgBoot
 * built this query from the table, column and condition strings (the published injections);
 * here every name goes through the allow-list and the condition is a JSON object of values.
 */
export const treeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TreeQuery }>(
    '/sys/dict/loadTreeData',
    { config: { selfService: true, signed: true }, schema: { querystring: treeQuerySchema } },
    async (request) => {
      const { tableName = '', text = '', code = '', pidField = '', hasChildField = '' } = request.query;
      if (![tableName, text, code, pidField].every((part) => part.trim())) return fail(dictMessages.badTreeParams);
      const table = dictTable(tableName);
      const tree = {
        table,
        text: dictColumn(table, text).field,
        code: dictColumn(table, code).field,
        pidField: dictColumn(table, pidField).field,
        hasChildField: hasChildField.trim() ? dictColumn(table, hasChildField).field : undefined,
        convertLeaf: request.query.converIsLeafVal === 1,
        conditions: treeConditions(request.query.condition, table),
      };
      return ok(await treeChildren(app.db, tree, request.query.pid?.trim(), request.tenantId));
    },
  );
};
