import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import { onlineMessages as say } from '../../../messages';
import { logRowVersions } from '../data-log/write-data-log';
import { partsOf, type ResourceSpec } from '../../../resources';
import { inScope, tenantScope } from '../scope/record-scope';
import { checkCodedValues } from './coded-values';
import { readInput, type RecordValues } from './read-input';
import { findParts, insertRecords, updateRecord, type Audit } from './store';
import { anyTables, inChunks } from './tables';

/*
 * A master's form saves its parts with it, as JeecgBoot's generated one-to-many controllers do:
 * the body carries one list per kind of part (`meetingAttendeesList`), and a list sent replaces
 * the master's parts of that kind.
 */

/** Most rows one list may hold in one save: a form, not an import. */
export const MAX_PART_ROWS = 1000;

/** The body key of one kind of parts: JeecgBoot's `<entity>List`. */
export function partListKey(part: ResourceSpec): string {
  return `${part.path}List`;
}

/** The rows a body sent for one kind of parts. */
export interface SentPartList {
  part: ResourceSpec;
  rows: readonly unknown[];
}

export interface SplitBody {
  /** The body without its part lists: what the master's own fields are read from. */
  fields: unknown;
  /** Only the kinds the body names: an absent key leaves those parts as they are. */
  lists: SentPartList[];
  errors: string[];
}

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Takes the part lists out of a master's body. */
export function splitPartLists(resource: ResourceSpec, body: unknown): SplitBody {
  const parts = partsOf(resource);
  if (!parts.length || !isBody(body)) return { fields: body, lists: [], errors: [] };
  const fields: Body = { ...body };
  const lists: SentPartList[] = [];
  const errors: string[] = [];
  for (const part of parts) {
    const key = partListKey(part);
    if (!Object.hasOwn(body, key)) continue;
    const rows = body[key];
    delete fields[key];
    if (!Array.isArray(rows)) errors.push(say.partListNotArray(part.title, key));
    else if (rows.length > MAX_PART_ROWS) errors.push(say.tooManyPartRows(part.title, MAX_PART_ROWS));
    else lists.push({ part, rows });
  }
  return { fields, lists, errors };
}

/** What a save does to one kind of parts of its master. */
export interface PartPlan {
  part: ResourceSpec;
  parentField: string;
  added: RecordValues[];
  changed: { id: string; values: RecordValues }[];
  /** Stored parts of the master the list no longer names. */
  dropped: string[];
}

export interface CheckedParts {
  plans: PartPlan[];
  errors: string[];
}

const rowSpecs = new WeakMap<ResourceSpec, ResourceSpec>();

/**
 * A part as a row of its master's form: the parent field is not the row's to send (the save sets
 * it to the master's id) nor checked as a reference (an added master is not written yet).
 */
function rowSpecOf(part: ResourceSpec, parentField: string): ResourceSpec {
  let spec = rowSpecs.get(part);
  if (!spec) {
    spec = { ...part, fields: part.fields.filter((field) => field.name !== parentField) };
    rowSpecs.set(part, spec);
  }
  return spec;
}

/** A row without what it may have sent for its parent (the value and its text): the master decides. */
function withoutParent(row: unknown, parentField: string): unknown {
  if (!isBody(row)) return row;
  const { [parentField]: _sent, [`${parentField}_dictText`]: _text, ...rest } = row;
  return rest;
}

/** The stored part a row names; '' for a new row. */
function sentId(row: unknown): string {
  const raw = isBody(row) ? row.id : undefined;
  return raw === undefined || raw === null ? '' : String(raw).trim();
}

async function checkPartList(
  db: Kysely<Database>,
  { part, rows }: SentPartList,
  tenantId: number,
  masterId: string | undefined,
) {
  // partsOf() lists only resources that name their parent.
  const parentField = part.parent?.field ?? '';
  const stored = new Set(masterId ? (await findParts(db, part, masterId, tenantId)).map((row) => String(row.id)) : []);
  const spec = rowSpecOf(part, parentField);
  const named = new Set<string>();
  const read = rows.map((row) => {
    const id = sentId(row);
    const { values, errors } = readInput(spec, withoutParent(row, parentField), id ? 'edit' : 'add');
    if (id && !stored.has(id)) errors.push(say.notAPart(id));
    else if (id && named.has(id)) errors.push(say.partRepeated(id));
    if (id) named.add(id);
    return { id, values, errors };
  });
  const coded = await checkCodedValues(
    db,
    spec,
    read.map((row) => row.values),
    {
      acceptTexts: false,
      selfIds: read.map((row) => row.id || undefined),
      tenantId,
    },
  );
  const errors = read.flatMap((row, index) =>
    [...row.errors, ...(coded[index] ?? [])].map((message) => say.partRow(part.title, index + 1, message)),
  );
  const plan: PartPlan = {
    part,
    parentField,
    added: read.filter((row) => !row.id).map((row) => row.values),
    changed: read.filter((row) => row.id).map(({ id, values }) => ({ id, values })),
    dropped: [...stored].filter((id) => !named.has(id)),
  };
  return { plan, errors };
}

/**
 * Reads and checks every sent list like form bodies (added rows as an add, named rows as an edit
 * of that row), each error prefixed with where it is. `masterId` is the edited master's (none on
 * an add: it has no parts yet).
 */
export async function checkPartLists(
  db: Kysely<Database>,
  lists: readonly SentPartList[],
  tenantId: number,
  masterId?: string,
): Promise<CheckedParts> {
  const checked: CheckedParts = { plans: [], errors: [] };
  for (const list of lists) {
    const { plan, errors } = await checkPartList(db, list, tenantId, masterId);
    checked.plans.push(plan);
    checked.errors.push(...errors);
  }
  return checked;
}

/** Writes checked lists in the master's transaction: every row belongs to `masterId`. */
export async function writePartLists(
  trx: Transaction<Database>,
  plans: readonly PartPlan[],
  masterId: string,
  audit: Audit,
): Promise<void> {
  for (const { part, parentField, added, changed, dropped } of plans) {
    const ofMaster = (values: RecordValues): RecordValues => new Map(values).set(parentField, masterId);
    for (const chunk of inChunks(dropped)) {
      const dropping = anyTables(trx).deleteFrom(part.code).where(parentField, '=', masterId).where('id', 'in', chunk);
      await inScope(dropping, tenantScope(audit.tenantId)).execute();
    }
    for (const { id, values } of changed) await updateRecord(trx, part, id, ofMaster(values), audit);
    const addedIds = added.length ? await insertRecords(trx, part, added.map(ofMaster), audit) : [];
    // Parts are business rows written through the master's form: each gets its version too.
    await logRowVersions(trx, part, [...changed.map((row) => row.id), ...addedIds], audit);
  }
}
