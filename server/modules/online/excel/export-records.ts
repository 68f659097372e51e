import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError } from '../../../http';
import { excelMessages as say } from '../../../messages';
import { matchingRecords } from '../records/list-records';
import { fieldTexts, textOf } from '../records/with-dict-texts';
import type { ResourceSpec } from '../resources';
import type { RecordScope } from '../scope/record-scope';
import { EXCEL_LIMITS } from './limits';
import { workbookOf } from './write-workbook';

/**
 * The records within the scope a list query matches (or the `selections` among them), as an
 * .xlsx: one column per field under its title, dictionary values and references written as their
 * texts (which an import reads back), every text neutralised against formula injection.
 */
export async function exportWorkbook(db: Kysely<Database>, resource: ResourceSpec, query: Record<string, unknown>, scope: RecordScope): Promise<Buffer> {
  const rows = await matchingRecords(db, resource, query, EXCEL_LIMITS.exportRows, scope);
  if (rows.length > EXCEL_LIMITS.exportRows) throw new ApiError(say.exportTooLarge(EXCEL_LIMITS.exportRows));
  const fields = resource.fields;
  const texts = await fieldTexts(db, resource, rows, scope.tenantId);
  const cells = rows.map((row) => fields.map((field) => (texts.has(field.name) ? textOf(field, texts, row[field.name]) : row[field.name])));
  return workbookOf(resource.title, fields.map((field) => field.title), cells);
}

/** `attachment` with the title as the file name (RFC 5987 for the Chinese characters). */
export function attachmentHeader(title: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`;
}
