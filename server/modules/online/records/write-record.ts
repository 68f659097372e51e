import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError } from '../../../http';
import { dataRuleMessages, onlineMessages as say } from '../../../messages';
import { logRowVersions } from '../data-log/write-data-log';
import { orderBehaviour } from '../orders/order-behaviour';
import { treeBehaviour } from '../tree/tree-behaviour';
import type { ResourceSpec } from '../../../resources';
import type { RecordScope } from '../scope/record-scope';
import type { ResourceBehaviour } from './behaviour';
import { checkCodedValues } from './coded-values';
import { readInput } from './read-input';
import { findRecord, idsInScope, insertRecords, updateRecord, type Audit } from './store';
import { checkPartLists, splitPartLists, writePartLists } from './write-parts';

const behaviours: Readonly<Record<string, ResourceBehaviour>> = { farm_order: orderBehaviour };

/** The extra rules of a resource when it is written (the order flow, a tree's parents), if it has any. */
export function behaviourOf(resource: ResourceSpec): ResourceBehaviour {
  return resource.tree ? treeBehaviour(resource) : (behaviours[resource.code] ?? {});
}

/** A refusal listing every reason at once, so a form can show them together. */
function refuse(errors: readonly string[]): never {
  throw new ApiError(errors.join('；'));
}

/**
 * A write must leave its rows where the writer still sees them: under a data rule on the
 * department, say, a row added for another department is refused (the transaction undoes it).
 */
async function keepWithinRules(
  db: Kysely<Database>,
  resource: ResourceSpec,
  ids: readonly string[],
  scope: RecordScope,
): Promise<void> {
  if (!scope.rules.length) return;
  if ((await idsInScope(db, resource, ids, scope)).size !== new Set(ids).size)
    throw new ApiError(dataRuleMessages.outsideRules);
}

/**
 * Adds one record from a form body, with the parts the body lists (a meeting and its attendees),
 * in one transaction, in the writer's tenant; answers its id. The new rows go to the data log.
 */
export async function addRecord(
  db: Kysely<Database>,
  resource: ResourceSpec,
  body: unknown,
  audit: Audit,
  scope: RecordScope,
): Promise<string> {
  const { fields, lists, errors: listErrors } = splitPartLists(resource, body);
  return db.transaction().execute(async (trx) => {
    const behaviour = behaviourOf(resource);
    const context = { db: trx, now: audit.now, source: 'form', tenantId: audit.tenantId } as const;
    const { values, errors } = readInput(resource, fields, 'add');
    // The rules of the form come first; a form that breaks them is not completed by the behaviour.
    const [behaviourErrors = []] = errors.length ? [] : ((await behaviour.beforeAdd?.([values], context)) ?? []);
    const [codedErrors = []] = await checkCodedValues(trx, resource, [values], {
      acceptTexts: false,
      tenantId: audit.tenantId,
    });
    const parts = await checkPartLists(trx, lists, audit.tenantId);
    const refused = [...errors, ...behaviourErrors, ...codedErrors, ...listErrors, ...parts.errors];
    if (refused.length) refuse(refused);
    const [id] = await insertRecords(trx, resource, [values], audit);
    if (id === undefined) throw new Error(`no id came back for the new ${resource.code} record`);
    await writePartLists(trx, parts.plans, id, audit);
    await behaviour.afterWrite?.(context);
    await keepWithinRules(trx, resource, [id], scope);
    await logRowVersions(trx, resource, [id], audit);
    return id;
  });
}

/** The id an edit names in its body, as JeecgBoot's forms send it. */
function idOf(body: unknown): string {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).id : undefined;
  if (typeof id === 'string' && id.trim()) return id.trim();
  throw new ApiError(say.idRequired);
}

/**
 * Edits the fields a form body names, on the record its `id` names, and replaces the kinds of
 * parts the body lists, in one transaction. A record outside the scope (another tenant's, or one
 * the caller's data rules exclude) is not found. The rows as they stand after it go to the data log.
 */
export async function editRecord(
  db: Kysely<Database>,
  resource: ResourceSpec,
  body: unknown,
  audit: Audit,
  scope: RecordScope,
): Promise<void> {
  const id = idOf(body);
  const { fields, lists, errors: listErrors } = splitPartLists(resource, body);
  await db.transaction().execute(async (trx) => {
    const stored = await findRecord(trx, resource, id, scope);
    if (!stored) throw new ApiError(say.notFound);
    const { values, errors } = readInput(resource, fields, 'edit');
    const [codedErrors = []] = await checkCodedValues(trx, resource, [values], {
      acceptTexts: false,
      selfIds: [id],
      tenantId: audit.tenantId,
    });
    const parts = await checkPartLists(trx, lists, audit.tenantId, id);
    const refused = [...errors, ...codedErrors, ...listErrors, ...parts.errors];
    if (refused.length) refuse(refused);
    const behaviour = behaviourOf(resource);
    const context = { db: trx, now: audit.now, source: 'form', tenantId: audit.tenantId } as const;
    const flowErrors = (await behaviour.beforeEdit?.(stored, values, context)) ?? [];
    if (flowErrors.length) refuse(flowErrors);
    await updateRecord(trx, resource, id, values, audit);
    await writePartLists(trx, parts.plans, id, audit);
    await behaviour.afterWrite?.(context);
    await keepWithinRules(trx, resource, [id], scope);
    await logRowVersions(trx, resource, [id], audit);
  });
}
