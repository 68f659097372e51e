import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { AnyRow } from '../records/tables';
import { fieldTexts, textOf } from '../records/with-dict-texts';
import type { FieldSpec, ResourceSpec } from '../../../resources';

/**
 * Rows of a resource as spreadsheet cells of these fields: dictionary values and references
 * written as their texts (which an import reads back), other values as they are stored.
 */
export async function recordCells(
  db: Kysely<Database>,
  resource: ResourceSpec,
  fields: readonly FieldSpec[],
  rows: readonly AnyRow[],
  tenantId: number,
): Promise<unknown[][]> {
  const texts = await fieldTexts(db, resource, rows, tenantId);
  return rows.map((row) =>
    fields.map((field) => (texts.has(field.name) ? textOf(field, texts, row[field.name]) : row[field.name])),
  );
}
