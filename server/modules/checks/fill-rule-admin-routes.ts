import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { refused, fail, ok, okMessage, requireCaller } from '../../http';
import { checkMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { fillGenerator } from './fill-generators';
import { parseRuleParams } from './fill-rule-run';
import { fillRuleSchemas, idQuery, type FillRuleBody } from './rule-schemas';
import { registerRuleDeleteRoutes } from './rule-delete-routes';

const fillRuleResource: ListResource = { fields: resourceFields('sys_fill_rule'), defaultSort: 'createTime' };

function checkedRule(body: FillRuleBody): void {
  if (body.ruleClass !== undefined && !fillGenerator(body.ruleClass))
    throw refused(checkMessages.fillRuleClassUnknown(body.ruleClass));
  if (body.ruleParams !== undefined) parseRuleParams(body.ruleParams);
}

/**
 * `/sys/fillRule/*` administration: generated values by code (JeecgBoot's SysFillRule). Reading
 * needs 'fill_rule:list'; changing rules the other 'fill_rule:*' buttons, and a rule may
 * only name one of the built-in generators.
 */
export const fillRuleAdminRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (ruleCode: string, ownId?: string) => {
    const holder = await app.db
      .selectFrom('sys_fill_rule')
      .select('id')
      .where('ruleCode', '=', ruleCode)
      .executeTakeFirst();
    return Boolean(holder && holder.id !== ownId);
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/fillRule/list',
    { config: { permission: 'fill_rule:list' } },
    async (request) =>
      ok(
        await fetchPage(
          app.db.selectFrom('sys_fill_rule').selectAll(),
          parseListQuery(request.query, fillRuleResource),
        ),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/fillRule/queryById',
    { config: { permission: 'fill_rule:list' }, schema: { querystring: idQuery } },
    async (request) => {
      const rule = await app.db
        .selectFrom('sys_fill_rule')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return rule ? ok(rule) : fail(checkMessages.notFound);
    },
  );

  app.post<{ Body: FillRuleBody }>(
    '/sys/fillRule/add',
    { config: { permission: 'fill_rule:add' }, schema: { body: fillRuleSchemas.add } },
    async (request) => {
      checkedRule(request.body);
      const { ruleName = '', ruleCode = '', ruleClass = '', ruleParams } = request.body;
      if (await codeTaken(ruleCode)) return fail(checkMessages.ruleCodeTaken(ruleCode));
      await app.db
        .insertInto('sys_fill_rule')
        .values({
          id: newId(),
          ruleName,
          ruleCode,
          ruleClass,
          ruleParams: ruleParams || null,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(checkMessages.added);
    },
  );

  app.route<{ Body: FillRuleBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/fillRule/edit',
    config: { permission: 'fill_rule:edit' },
    schema: { body: fillRuleSchemas.edit },
    handler: async (request) => {
      checkedRule(request.body);
      const { id, ruleName, ruleCode, ruleClass, ruleParams } = request.body;
      const current = await app.db.selectFrom('sys_fill_rule').select('id').where('id', '=', id).executeTakeFirst();
      if (!current) return fail(checkMessages.notFound);
      if (ruleCode !== undefined && (await codeTaken(ruleCode, id))) return fail(checkMessages.ruleCodeTaken(ruleCode));
      await app.db
        .updateTable('sys_fill_rule')
        .set({
          ...(ruleName === undefined ? {} : { ruleName }),
          ...(ruleCode === undefined ? {} : { ruleCode }),
          ...(ruleClass === undefined ? {} : { ruleClass }),
          ...(ruleParams === undefined ? {} : { ruleParams: ruleParams || null }),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(checkMessages.edited);
    },
  });

  registerRuleDeleteRoutes(app, { basePath: '/sys/fillRule', table: 'sys_fill_rule', permissionPrefix: 'fill_rule' });
};
