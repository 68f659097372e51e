import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import { requireCaller } from '../../../http';
import { conditionSql, type Condition } from '../../../query';
import { columnKindsOf, type ResourceSpec } from '../../../resources';
import { compileRule } from './compile-rule';
import { grantedDataRules } from './granted-rules';
import { ruleSubjectOf } from './rule-subject';

/**
 * The business rows a request may reach: those of its tenant (always) that meet the caller's
 * data rules on the resource's page (each compiled to a bound condition on a declared column).
 * Lists, exports, reads by id, edits and deletes all go through it; new rows get its tenant.
 */
export interface RecordScope {
  tenantId: number;
  /** All must hold; none when the caller's roles carry no rule for the page. */
  rules: readonly Condition[];
}

/** Only the tenant: reads that are not a resource's own list (references, labels, uniqueness). */
export function tenantScope(tenantId: number): RecordScope {
  return { tenantId, rules: [] };
}

/** The scope as SQL conditions; `qualify` names the table when the query joins others. */
export function scopeConditions(scope: RecordScope, qualify = ''): Expression<SqlBool>[] {
  const tenant: Condition = { field: 'tenantId', kind: 'number', op: '=', value: scope.tenantId };
  return [tenant, ...scope.rules].map((condition) => conditionSql(condition, qualify));
}

interface Narrowable<Q> {
  where(expression: Expression<SqlBool>): Q;
}

/** A select, update or delete narrowed to the rows of the scope. */
export function inScope<Q extends Narrowable<Q>>(query: Q, scope: RecordScope, qualify = ''): Q {
  return scopeConditions(scope, qualify).reduce<Q>((narrowed, condition) => narrowed.where(condition), query);
}

/** The scope of a request on a resource: its tenant and the caller's data rules on the resource's page. */
export async function recordScopeOf(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: ResourceSpec,
): Promise<RecordScope> {
  const caller = requireCaller(request);
  const rules = await app.grants.rememberFor(caller.userId, `dataRules ${resource.menuUrl}`, () =>
    grantedDataRules(app.db, caller.userId, resource.menuUrl),
  );
  if (!rules.length) return tenantScope(request.tenantId);
  const subject = await ruleSubjectOf(app.db, caller, request.tenantId, app.clock());
  const columns = columnKindsOf(resource);
  return { tenantId: request.tenantId, rules: rules.flatMap((rule) => compileRule(rule, columns, subject)) };
}
