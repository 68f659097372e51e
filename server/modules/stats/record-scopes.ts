import type { Expression, SqlBool } from 'kysely';
import { conditionSql } from '../../query';
import type { RecordScope, ResourceSpec } from '../online';

/**
 * The scope of the request on a resource: its tenant and the caller's data rules on the
 * resource's list page, as the list applies them (server/README.md "Tenants and data rules").
 * Figures are counted over the rows the caller's lists would show, so a branch manager's
 * dashboard adds up to his lists. Asked only for the resources a figure reads.
 */
export type ScopeOf = (resource: ResourceSpec) => Promise<RecordScope>;

/** The data rules of a scope alone, for a query whose tenant is already held by what it joins. */
export function ruleConditions(scope: RecordScope, qualify = ''): Expression<SqlBool>[] {
  return scope.rules.map((rule) => conditionSql(rule, qualify));
}
