import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db';
import { onlineMessages as say } from '../../../messages';
import { dictTexts } from '../../dict';
import { resourceByCode, TREE_ROOT, type FieldSpec, type ResourceSpec } from '../../../resources';
import { inScope, tenantScope } from '../scope/record-scope';
import type { StoredValue } from './field-value';
import type { RecordValues } from './read-input';
import { anyTables, inChunks } from './tables';

export interface CodedCheckOptions {
  /** Spreadsheets hold texts: a dictionary text or a referenced row's label is turned into its value. */
  acceptTexts: boolean;
  /** The stored row each row replaces, if any (an edited row's own value is no duplicate). */
  selfIds?: readonly (string | undefined)[];
  /** The tenant written to: references name its rows only, and values are unique within it. */
  tenantId: number;
}

type RowErrors = string[][];

const present = (value: StoredValue): value is string | number => value !== null;

function partsOf(field: FieldSpec, value: string | number): string[] {
  return field.multi
    ? String(value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [String(value)];
}

async function checkDictionaries(
  db: Kysely<Database>,
  fields: FieldSpec[],
  rows: RecordValues[],
  errors: RowErrors,
  options: CodedCheckOptions,
) {
  const coded = fields.filter((field) => field.dict);
  if (!coded.length) return;
  const texts = await dictTexts(db, [...new Set(coded.map((field) => field.dict as string))]);
  for (const field of coded) {
    const items = texts.get(field.dict as string) ?? new Map<string, string>();
    const valueOfText = new Map([...items].map(([value, text]) => [text, value]));
    rows.forEach((row, index) => {
      const value = row.get(field.name) ?? null;
      if (!present(value)) return;
      const values: string[] = [];
      for (const part of partsOf(field, value)) {
        const known = items.has(part) ? part : options.acceptTexts ? valueOfText.get(part) : undefined;
        if (known === undefined) errors[index]?.push(say.notInDictionary(field.title, part));
        else values.push(known);
      }
      if (values.length) row.set(field.name, field.kind === 'number' ? Number(values[0]) : values.join(','));
    });
  }
}

async function checkReference(
  db: Kysely<Database>,
  resource: ResourceSpec,
  field: FieldSpec,
  rows: RecordValues[],
  errors: RowErrors,
  options: CodedCheckOptions,
) {
  const target = resourceByCode(field.ref as string);
  if (!target) return;
  const label = target.label ?? 'id';
  // A tree's top rows name no parent row: '0' is no reference.
  const names = (value: StoredValue): value is string | number =>
    present(value) && !(resource.tree?.pidField === field.name && value === TREE_ROOT);
  const wanted = [
    ...new Set(
      rows
        .map((row) => row.get(field.name) ?? null)
        .filter(names)
        .map(String),
    ),
  ];
  const ids = new Set<string>();
  const idsByLabel = new Map<string, string[]>();
  for (const chunk of inChunks(wanted)) {
    const query = anyTables(db)
      .selectFrom(target.code)
      .select([sql<string>`${sql.ref('id')}`.as('id'), sql<string>`${sql.ref(label)}`.as('label')])
      .where((eb) =>
        options.acceptTexts ? eb.or([eb('id', 'in', chunk), eb(label, 'in', chunk)]) : eb('id', 'in', chunk),
      );
    const found = await inScope(query, tenantScope(options.tenantId)).execute();
    for (const row of found) {
      ids.add(row.id);
      idsByLabel.set(String(row.label), [...(idsByLabel.get(String(row.label)) ?? []), row.id]);
    }
  }
  rows.forEach((row, index) => {
    const value = row.get(field.name) ?? null;
    if (!names(value) || ids.has(String(value))) return;
    const byLabel = options.acceptTexts ? (idsByLabel.get(String(value)) ?? []) : [];
    const [only] = byLabel;
    if (only !== undefined && byLabel.length === 1) row.set(field.name, only);
    else
      errors[index]?.push(
        byLabel.length
          ? say.ambiguousReference(field.title, String(value))
          : say.unknownReference(field.title, String(value)),
      );
  });
}

async function checkUnique(
  db: Kysely<Database>,
  resource: ResourceSpec,
  field: FieldSpec,
  rows: RecordValues[],
  errors: RowErrors,
  options: CodedCheckOptions,
) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const value = row.get(field.name) ?? null;
    if (!present(value)) return;
    if (seen.has(String(value))) errors[index]?.push(say.duplicate(field.title, String(value)));
    seen.add(String(value));
  });
  // value -> the ids of the stored rows holding it: a row's own stored row does not count.
  const holders = new Map<string, string[]>();
  for (const chunk of inChunks([...seen])) {
    const query = anyTables(db)
      .selectFrom(resource.code)
      .select([sql<string>`${sql.ref('id')}`.as('id'), sql<string>`${sql.ref(field.name)}`.as('value')])
      .where(field.name, 'in', chunk);
    for (const row of await inScope(query, tenantScope(options.tenantId)).execute())
      holders.set(String(row.value), [...(holders.get(String(row.value)) ?? []), row.id]);
  }
  rows.forEach((row, index) => {
    const value = row.get(field.name) ?? null;
    if (!present(value)) return;
    const others = (holders.get(String(value)) ?? []).filter((id) => id !== options.selfIds?.[index]);
    if (others.length) errors[index]?.push(say.duplicate(field.title, String(value)));
  });
}

/**
 * The checks that need the database, for one or many rows at once: dictionary values are items
 * of their dictionary, references name existing rows of the tenant, unique fields are unique (in
 * the tenant's rows and among the rows). Rows are updated in place when a text is turned into its
 * value. Answers the errors of each row.
 */
export async function checkCodedValues(
  db: Kysely<Database>,
  resource: ResourceSpec,
  rows: RecordValues[],
  options: CodedCheckOptions,
): Promise<RowErrors> {
  const errors: RowErrors = rows.map(() => []);
  const named = resource.fields.filter((field) => rows.some((row) => row.has(field.name)));
  await checkDictionaries(db, named, rows, errors, options);
  for (const field of named.filter((candidate) => candidate.ref))
    await checkReference(db, resource, field, rows, errors, options);
  for (const field of named.filter((candidate) => candidate.unique))
    await checkUnique(db, resource, field, rows, errors, options);
  return errors;
}
