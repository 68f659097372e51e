import { newId } from '../../ids';
import { formatDateTime } from '../../time';
import { insertInChunks } from '../insert-in-chunks';
import type { Seed } from '../runner';
import { checkRules, fillRules } from './rules';

/** The check rules (plate and order numbers) and fill rules (order numbers, codes) of a first start. */
export const checkAndFillRulesSeed: Seed = {
  name: 'check-and-fill-rules',
  async run(trx, context) {
    const audit = { createBy: 'admin', createTime: formatDateTime(context.now), updateBy: null, updateTime: null };
    await insertInChunks(
      trx,
      'sys_check_rule',
      checkRules.map((rule) => ({
        id: newId(),
        ruleName: rule.name,
        ruleCode: rule.code,
        ruleJson: JSON.stringify(rule.steps),
        ruleDescription: rule.description,
        ...audit,
      })),
    );
    await insertInChunks(
      trx,
      'sys_fill_rule',
      fillRules.map((rule) => ({
        id: newId(),
        ruleName: rule.name,
        ruleCode: rule.code,
        ruleClass: rule.ruleClass,
        ruleParams: JSON.stringify(rule.params),
        ...audit,
      })),
    );
  },
};
