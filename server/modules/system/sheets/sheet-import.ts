import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { ApiError, ok, okMessage, type Envelope } from '../../../http';
import { excelMessages, systemMessages } from '../../../messages';
import { dictTexts } from '../../dict';
import { writeErrorWorkbook } from '../../online/excel/error-workbook';
import { IMPORTED_WITH_ERRORS, type ImportFile } from '../../online/excel/import-records';
import { readFirstSheet } from '../../online/excel/read-workbook';
import { WorkbookRefusal } from '../../online/excel/zip-guard';
import { checkRow, columnPositions, markDuplicates, type CheckedRow } from './sheet-rows';
import type { SheetAudit, SheetSpec } from './sheet-spec';

interface ReadRow extends CheckedRow {
  fileName: string;
  rowNumber: number;
  headers: readonly unknown[];
  cells: readonly unknown[];
}

export interface SheetImport {
  db: Kysely<Database>;
  /** Where uploaded files live: the error workbook is written there. */
  uploadDir: string;
  spec: SheetSpec;
  files: readonly ImportFile[];
  audit: SheetAudit;
}

/** Every row of every file, checked by the column rules; a file that fails as a whole refuses the import. */
async function readRows(db: Kysely<Database>, spec: SheetSpec, files: readonly ImportFile[]): Promise<ReadRow[]> {
  const columns = spec.columns.filter((column) => !column.exportOnly);
  const dicts = await dictTexts(
    db,
    columns.flatMap((column) => (column.dictCode ? [column.dictCode] : [])),
  );
  return files.flatMap((file) => {
    let sheet: ReturnType<typeof readFirstSheet>;
    try {
      sheet = readFirstSheet(file.data);
    } catch (error) {
      if (error instanceof WorkbookRefusal)
        throw new ApiError(excelMessages.importFailed(`${file.fileName}：${error.message}`));
      throw error;
    }
    const positions = columnPositions(columns, sheet.headers);
    if (!positions)
      throw new ApiError(excelMessages.importFailed(`${file.fileName}：${systemMessages.sheetNoColumns}`));
    return sheet.rows.map(({ rowNumber, cells }) => ({
      fileName: file.fileName,
      rowNumber,
      headers: sheet.headers,
      cells,
      ...checkRow(columns, positions, cells, dicts),
    }));
  });
}

async function takenValues(
  db: Kysely<Database>,
  spec: SheetSpec,
  rows: readonly ReadRow[],
): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>();
  if (!spec.taken) return taken;
  for (const column of spec.columns.filter((candidate) => candidate.unique)) {
    const values = [
      ...new Set(
        rows.map((row) => row.values[column.field]).filter((value): value is string => typeof value === 'string'),
      ),
    ];
    taken.set(column.field, values.length ? await spec.taken(db, column.field, values) : new Set());
  }
  return taken;
}

/**
 * Imports spreadsheets into a system list as the contract says: all files are read before
 * anything is written, the rows that pass every rule are written in one transaction, and when
 * some fail the answer is code 201 with the counts and a workbook naming each failed row.
 */
export async function importSheet({ db, uploadDir, spec, files, audit }: SheetImport): Promise<Envelope<unknown>> {
  const insert = spec.insert;
  if (!insert) throw new ApiError(excelMessages.importFailed(spec.title));
  const rows = await readRows(db, spec, files);
  markDuplicates(spec.columns, rows, await takenValues(db, spec, rows));
  const valid = rows.filter((row) => !row.reasons.length);
  if (valid.length)
    await db.transaction().execute((trx) =>
      insert(
        trx,
        valid.map((row) => row.values),
        audit,
      ),
    );
  const failed = rows.filter((row) => row.reasons.length);
  if (!failed.length) return okMessage(excelMessages.importedAll(valid.length));
  const file = await writeErrorWorkbook(uploadDir, spec.code, failed, audit.now);
  const result = {
    totalCount: rows.length,
    errorCount: failed.length,
    successCount: valid.length,
    msg: excelMessages.importSummary(rows.length, valid.length, failed.length),
    ...file,
  };
  return { ...ok(result, excelMessages.importedWithErrors), code: IMPORTED_WITH_ERRORS };
}
