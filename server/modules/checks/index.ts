import type { FastifyPluginAsync } from 'fastify';
import { checkRuleRoutes } from './check-rule-routes';
import { duplicateCheckRoute } from './duplicate-check-route';
import { fillRuleAdminRoutes } from './fill-rule-admin-routes';
import { fillRuleRunRoutes } from './fill-rule-run-routes';

/** Form checks and generated values: duplicate check, check rules, fill rules. */
export const checksModule: FastifyPluginAsync = async (app) => {
  await app.register(duplicateCheckRoute);
  await app.register(checkRuleRoutes);
  await app.register(fillRuleAdminRoutes);
  await app.register(fillRuleRunRoutes);
};

export { parseCheckSteps, MAX_CHECK_STEPS } from './check-rule-json';
export type { CheckStep } from './check-rule-json';
export { checkValue } from './check-value';
export type { CheckFailure } from './check-value';
export {
  cpuMilliseconds,
  matchBudget,
  matchesWithin,
  wholeValuePattern,
  PATTERN_TIME_LIMIT_MS,
} from './time-limited-match';
export { FILL_GENERATORS, fillGenerator } from './fill-generators';
export { runFillRule, parseRuleParams } from './fill-rule-run';
