import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { dictTexts } from '../../dict';
import type { FieldSpec, ResourceSpec } from '../../../resources';
import { referenceLabels } from './reference-labels';
import { withoutRowOrder, type AnyRow } from './tables';

/** value -> text of each coded field of a resource, for the values some rows hold. */
export type FieldTexts = Map<string, Map<string, string>>;

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
