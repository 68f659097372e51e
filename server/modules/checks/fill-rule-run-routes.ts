import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http';
import { checkMessages } from '../../messages';
import { asFormData, runFillRule } from './fill-rule-run';

const MAX_BATCH_RULES = 50;

const batchSchema = {
  type: 'object',
  required: ['rules'],
  properties: {
    commonFormData: { type: ['object', 'null'] },
    rules: {
      type: 'array',
      maxItems: MAX_BATCH_RULES,
      items: {
        type: 'object',
        required: ['ruleCode'],
        properties: { ruleCode: { type: 'string', maxLength: 100 }, formData: { type: ['object', 'null'] } },
      },
    },
  },
} as const;

interface BatchBody {
  commonFormData?: Record<string, unknown> | null;
  rules: { ruleCode: string; formData?: Record<string, unknown> | null }[];
}

/**
 * Running fill rules: forms ask for a generated value (`executeRuleByCode`, one or several at
 * once; any signed-in user, as every role's forms may), the admin page tries a rule
 * (`testFillRule`, 'fill_rule:list').
 */
export const fillRuleRunRoutes: FastifyPluginAsync = async (app) => {
  const run = (ruleCode: string, formData: unknown, query: Record<string, unknown> = {}) =>
    runFillRule(app.db, app.clock(), ruleCode, asFormData(formData), query);

  app.get<{ Querystring: { ruleCode: string } & Record<string, unknown> }>(
    '/sys/fillRule/testFillRule',
    {
      config: { permission: 'fill_rule:list' },
      schema: {
        querystring: {
          type: 'object',
          required: ['ruleCode'],
          properties: { ruleCode: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const outcome = await run(request.query.ruleCode, {}, request.query);
      return outcome ? ok(outcome.value) : fail(checkMessages.fillRuleUnknown(request.query.ruleCode));
    },
  );

  app.put<{ Params: { ruleCode: string }; Body: unknown; Querystring: Record<string, unknown> }>(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      config: { selfService: true },
      schema: { params: { type: 'object', properties: { ruleCode: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const outcome = await run(request.params.ruleCode, request.body, request.query);
      return outcome ? ok(outcome.value) : fail(checkMessages.fillRuleUnknown(request.params.ruleCode));
    },
  );

  // Several rules at once: a rule without its own form data uses `commonFormData`; unknown codes give null.
  app.put<{ Body: BatchBody }>(
    '/sys/fillRule/executeRuleByCodeBatch',
    { config: { selfService: true }, schema: { body: batchSchema } },
    async (request) => {
      const results: { ruleCode: string; result: unknown }[] = [];
      for (const rule of request.body.rules) {
        const outcome = await run(rule.ruleCode, rule.formData ?? request.body.commonFormData);
        results.push({ ruleCode: rule.ruleCode, result: outcome ? outcome.value : null });
      }
      return ok(results);
    },
  );
};
