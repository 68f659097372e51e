import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError } from '../../../http';
import { excelMessages } from '../../../messages';
import { parseListQuery } from '../../../query';
import { dictTexts } from '../../dict';
import { EXCEL_LIMITS } from '../../online/excel/limits';
import { workbookOf } from '../../online/excel/write-workbook';
import { idList } from '../id-list';
import { columnItems } from './sheet-rows';
import type { SheetSpec } from './sheet-spec';

/** The query of an export arrives in the query string or, from some clients, in a posted body. */
export function exportQuery(query: unknown, body: unknown): Record<string, unknown> {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...(query as Record<string, unknown>), ...fromBody };
}

/**
 * The records a list query matches, or the `selections`, as an .xlsx of the sheet's columns:
 * dictionary values as their texts (what an import reads back), every text neutralised against
 * formula injection by the workbook writer.
 */
export async function exportSheet(
  db: Kysely<Database>,
  spec: SheetSpec,
  query: Record<string, unknown>,
): Promise<Buffer> {
  const list = parseListQuery(query, spec.resource);
  const selections = idList(typeof query.selections === 'string' ? query.selections : '');
  const rows = await spec.rows(db, list, selections, EXCEL_LIMITS.exportRows + 1);
  if (rows.length > EXCEL_LIMITS.exportRows) throw new ApiError(excelMessages.exportTooLarge(EXCEL_LIMITS.exportRows));
  const codes = spec.columns.flatMap((column) => (column.dictCode ? [column.dictCode] : []));
  const texts = await dictTexts(db, codes);
  const items = spec.columns.map((column) => columnItems(column, texts));
  const cells = rows.map((row) =>
    spec.columns.map((column, index) => {
      const value = row[column.field];
      if (value === null || value === undefined) return '';
      return items[index]?.get(String(value)) ?? value;
    }),
  );
  return workbookOf(
    spec.title,
    spec.columns.map((column) => column.title),
    cells,
  );
}
