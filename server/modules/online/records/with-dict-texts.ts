import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db';
import { dictTexts } from '../../dict';
import { resourceByCode, type FieldSpec, type ResourceSpec } from '../../../resources';
import { inScope, tenantScope } from '../scope/record-scope';
import { anyTables, inChunks, withoutRowOrder, type AnyRow } from './tables';

/** value -> text of each coded field of a resource, for the values some rows hold. */
export type FieldTexts = Map<string, Map<string, string>>;

/** The labels of referenced rows of the tenant: another tenant's row never lends its name. */
async function referenceLabels(
  db: Kysely<Database>,
  field: FieldSpec,
  rows: readonly AnyRow[],
  tenantId: number,
): Promise<Map<string, string>> {
  const target = resourceByCode(field.ref as string);
  const ids = [
    ...new Set(
      rows
        .map((row) => row[field.name])
        .filter((id) => id !== null && id !== undefined)
        .map(String),
    ),
  ];
  const labels = new Map<string, string>();
  if (!target || !ids.length) return labels;
  for (const chunk of inChunks(ids)) {
    const query = anyTables(db)
      .selectFrom(target.code)
      .select([sql<string>`${sql.ref('id')}`.as('id'), sql<string>`${sql.ref(target.label ?? 'id')}`.as('label')])
      .where('id', 'in', chunk);
    const found = await inScope(query, tenantScope(tenantId)).execute();
    for (const row of found) labels.set(row.id, String(row.label ?? ''));
  }
  return labels;
}

/**
 * The texts of the dictionary-coded and referencing fields for some rows. The dictionaries and
 * each referenced table are read at once: on PostgreSQL each read is a round trip.
 */
export async function fieldTexts(
  db: Kysely<Database>,
  resource: ResourceSpec,
  rows: readonly AnyRow[],
  tenantId: number,
): Promise<FieldTexts> {
  const coded = resource.fields.filter((field) => field.dict);
  const referencing = resource.fields.filter((field) => field.ref);
  const [dictionaries, labels] = await Promise.all([
    coded.length ? dictTexts(db, [...new Set(coded.map((field) => field.dict as string))]) : new Map(),
    Promise.all(referencing.map((field) => referenceLabels(db, field, rows, tenantId))),
  ]);
  const texts: FieldTexts = new Map();
  for (const field of coded) texts.set(field.name, dictionaries.get(field.dict as string) ?? new Map());
  for (const [index, field] of referencing.entries()) texts.set(field.name, labels[index] ?? new Map());
  return texts;
}

/** The text of a coded value ('1,3' of a multi field reads '拖拉机,插秧机'); '' when unknown. */
export function textOf(field: FieldSpec, texts: FieldTexts, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const known = texts.get(field.name);
  const parts = field.multi ? String(value).split(',') : [String(value)];
  return parts.map((part) => known?.get(part.trim()) ?? '').join(',');
}

/** Records as clients read them: `<field>_dictText` beside each dictionary-coded or referencing field. */
export async function withDictTexts(
  db: Kysely<Database>,
  resource: ResourceSpec,
  rows: readonly AnyRow[],
  tenantId: number,
): Promise<AnyRow[]> {
  if (!rows.length) return [];
  const texts = await fieldTexts(db, resource, rows, tenantId);
  const coded = resource.fields.filter((field) => texts.has(field.name));
  return rows.map((row) => {
    const record = withoutRowOrder(row);
    for (const field of coded) record[`${field.name}_dictText`] = textOf(field, texts, row[field.name]);
    return record;
  });
}
