import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError } from '../../../http';
import { onlineMessages as say } from '../../../messages';
import { orderBehaviour } from '../orders/order-behaviour';
import type { ResourceSpec } from '../resources';
import type { ResourceBehaviour } from './behaviour';
import { checkCodedValues } from './coded-values';
import { readInput } from './read-input';
import { findRecord, insertRecords, updateRecord, type Audit } from './store';

const behaviours: Readonly<Record<string, ResourceBehaviour>> = { farm_order: orderBehaviour };

/** The extra rules of a resource when it is written (the order flow), if it has any. */
export function behaviourOf(resource: ResourceSpec): ResourceBehaviour {
  return behaviours[resource.code] ?? {};
}

/** A refusal listing every reason at once, so a form can show them together. */
function refuse(errors: readonly string[]): never {
  throw new ApiError(errors.join('；'));
}

/** Adds one record from a form body; answers its id. */
export async function addRecord(db: Kysely<Database>, resource: ResourceSpec, body: unknown, audit: Audit): Promise<string> {
  const { values, errors } = readInput(resource, body, 'add');
  // The rules of the form come first; a form that breaks them is not completed by the behaviour.
  const [behaviourErrors] = errors.length ? [[]] : ((await behaviourOf(resource).beforeAdd?.([values], { db, now: audit.now, source: 'form' })) ?? [[]]);
  const [codedErrors] = await checkCodedValues(db, resource, [values], { acceptTexts: false });
  if (errors.length || behaviourErrors.length || codedErrors.length) refuse([...errors, ...behaviourErrors, ...codedErrors]);
  const [id] = await insertRecords(db, resource, [values], audit);
  return id;
}

/** The id an edit names in its body, as JeecgBoot's forms send it. */
function idOf(body: unknown): string {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).id : undefined;
  if (typeof id === 'string' && id.trim()) return id.trim();
  throw new ApiError(say.idRequired);
}

/** Edits the fields a form body names, on the record its `id` names. */
export async function editRecord(db: Kysely<Database>, resource: ResourceSpec, body: unknown, audit: Audit): Promise<void> {
  const id = idOf(body);
  const stored = await findRecord(db, resource, id);
  if (!stored) throw new ApiError(say.notFound);
  const { values, errors } = readInput(resource, body, 'edit');
  const [codedErrors] = await checkCodedValues(db, resource, [values], { acceptTexts: false, selfId: id });
  if (errors.length || codedErrors.length) refuse([...errors, ...codedErrors]);
  const flowErrors = (await behaviourOf(resource).beforeEdit?.(stored, values, { db, now: audit.now, source: 'form' })) ?? [];
  if (flowErrors.length) refuse(flowErrors);
  await updateRecord(db, resource, id, values, audit);
}
