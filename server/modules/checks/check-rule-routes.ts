import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { checkMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { parseCheckSteps } from './check-rule-json';
import { checkValue } from './check-value';
import { checkRuleSchemas, idQuery, type CheckRuleBody } from './rule-schemas';
import { registerRuleDeleteRoutes } from './rule-delete-routes';

const checkRuleResource: ListResource = { fields: resourceFields('sys_check_rule'), defaultSort: 'createTime' };

/** The client URL-encodes the value before the query string encodes it again (JeecgBoot decodes twice). */
function decodedValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `/sys/checkRule/*`: value checks by code (JeecgBoot's SysCheckRule). Any signed-in user may
 * run a check (forms do, through `checkByCode`); the list is the page's ('check_rule:list'),
 * changing rules needs the other 'check_rule:*' buttons.
 * A rule's JSON is checked when saved, so a broken pattern is refused then, not at use.
 */
export const checkRuleRoutes: FastifyPluginAsync = async (app) => {
  const codeTaken = async (ruleCode: string, ownId?: string) => {
    const holder = await app.db
      .selectFrom('sys_check_rule')
      .select('id')
      .where('ruleCode', '=', ruleCode)
      .executeTakeFirst();
    return Boolean(holder && holder.id !== ownId);
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/checkRule/list',
    { config: { permission: 'check_rule:list' } },
    async (request) =>
      ok(
        await fetchPage(
          app.db.selectFrom('sys_check_rule').selectAll(),
          parseListQuery(request.query, checkRuleResource),
        ),
      ),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/checkRule/queryById',
    { config: { permission: 'check_rule:list' }, schema: { querystring: idQuery } },
    async (request) => {
      const rule = await app.db
        .selectFrom('sys_check_rule')
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      return rule ? ok(rule) : fail(checkMessages.notFound);
    },
  );

  app.get<{ Querystring: { ruleCode: string; value: string } }>(
    '/sys/checkRule/checkByCode',
    {
      // Every role's forms check their values against the rules.
      config: { selfService: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['ruleCode', 'value'],
          properties: { ruleCode: { type: 'string', maxLength: 100 }, value: { type: 'string', maxLength: 3000 } },
        },
      },
    },
    async (request) => {
      const rule = await app.db
        .selectFrom('sys_check_rule')
        .select('ruleJson')
        .where('ruleCode', '=', request.query.ruleCode)
        .executeTakeFirst();
      if (!rule) return fail(checkMessages.ruleCodeUnknown);
      const failure = checkValue(parseCheckSteps(rule.ruleJson), decodedValue(request.query.value));
      return failure ? { ...fail(failure.message), result: failure } : ok(null);
    },
  );

  app.post<{ Body: CheckRuleBody }>(
    '/sys/checkRule/add',
    { config: { permission: 'check_rule:add' }, schema: { body: checkRuleSchemas.add } },
    async (request) => {
      const { ruleName = '', ruleCode = '', ruleJson = '', ruleDescription } = request.body;
      parseCheckSteps(ruleJson);
      if (await codeTaken(ruleCode)) return fail(checkMessages.ruleCodeTaken(ruleCode));
      await app.db
        .insertInto('sys_check_rule')
        .values({
          id: newId(),
          ruleName,
          ruleCode,
          ruleJson,
          ruleDescription: ruleDescription ?? null,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return okMessage(checkMessages.added);
    },
  );

  app.route<{ Body: CheckRuleBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/checkRule/edit',
    config: { permission: 'check_rule:edit' },
    schema: { body: checkRuleSchemas.edit },
    handler: async (request) => {
      const { id, ruleName, ruleCode, ruleJson, ruleDescription } = request.body;
      if (ruleJson !== undefined) parseCheckSteps(ruleJson);
      const current = await app.db.selectFrom('sys_check_rule').select('id').where('id', '=', id).executeTakeFirst();
      if (!current) return fail(checkMessages.notFound);
      if (ruleCode !== undefined && (await codeTaken(ruleCode, id))) return fail(checkMessages.ruleCodeTaken(ruleCode));
      await app.db
        .updateTable('sys_check_rule')
        .set({
          ...(ruleName === undefined ? {} : { ruleName }),
          ...(ruleCode === undefined ? {} : { ruleCode }),
          ...(ruleJson === undefined ? {} : { ruleJson }),
          ...(ruleDescription === undefined ? {} : { ruleDescription }),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', id)
        .execute();
      return okMessage(checkMessages.edited);
    },
  });

  registerRuleDeleteRoutes(app, {
    basePath: '/sys/checkRule',
    table: 'sys_check_rule',
    permissionPrefix: 'check_rule',
  });
};
