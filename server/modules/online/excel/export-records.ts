import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError } from '../../../http';
import { excelMessages as say } from '../../../messages';
import { matchingRecords } from '../records/list-records';
import type { AnyRow } from '../records/tables';
import type { ResourceSpec } from '../../../resources';
import type { RecordScope } from '../scope/record-scope';
import { EXCEL_LIMITS } from './limits';
import { countParts, nestedPartsLayout } from './nested-parts';
import { recordCells } from './record-cells';
import { workbookOf, workbookOfLayout } from './write-workbook';

/** The records within the scope a list query matches (or the `selections` among them), refused beyond the export bound. */
async function recordsToExport(
  db: Kysely<Database>,
  resource: ResourceSpec,
  query: Record<string, unknown>,
  scope: RecordScope,
): Promise<AnyRow[]> {
  const rows = await matchingRecords(db, resource, query, EXCEL_LIMITS.exportRows, scope);
  if (rows.length > EXCEL_LIMITS.exportRows) throw new ApiError(say.exportTooLarge(EXCEL_LIMITS.exportRows));
  return rows;
}

/**
 * The records within the scope a list query matches (or the `selections` among them), as an
 * .xlsx: one column per field under its title, every text neutralised against formula injection.
 */
export async function exportWorkbook(
  db: Kysely<Database>,
  resource: ResourceSpec,
  query: Record<string, unknown>,
  scope: RecordScope,
): Promise<Buffer> {
  const rows = await recordsToExport(db, resource, query, scope);
  const fields = resource.fields;
  return workbookOf(
    resource.title,
    fields.map((field) => field.title),
    await recordCells(db, resource, fields, rows, scope.tenantId),
  );
}

/**
 * A master's records with their parts in the same sheet, as JeecgBoot's online export lays out a
 * one-to-many form (see nested-parts.ts). `parts` are the kinds of parts the caller may list; with
 * none, the plain export.
 */
export async function exportWorkbookWithParts(
  db: Kysely<Database>,
  resource: ResourceSpec,
  query: Record<string, unknown>,
  scope: RecordScope,
  parts: readonly ResourceSpec[],
): Promise<Buffer> {
  if (!parts.length) return exportWorkbook(db, resource, query, scope);
  const rows = await recordsToExport(db, resource, query, scope);
  // Lines number at most the masters and their parts together: a part row takes at most one.
  const partRows = await countParts(
    db,
    parts,
    rows.map((row) => String(row.id)),
    scope.tenantId,
  );
  if (partRows > EXCEL_LIMITS.exportRows) throw new ApiError(say.exportTooLarge(EXCEL_LIMITS.exportRows));
  const layout = await nestedPartsLayout(db, resource, rows, parts, scope.tenantId);
  if (layout.rows.length > EXCEL_LIMITS.exportRows) throw new ApiError(say.exportTooLarge(EXCEL_LIMITS.exportRows));
  return workbookOfLayout(resource.title, layout);
}

/** `attachment` with the title as the file name (RFC 5987 for the Chinese characters). */
export function attachmentHeader(title: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`;
}
