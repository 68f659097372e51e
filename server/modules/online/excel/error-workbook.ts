import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { excelMessages as say } from '../../../messages';
import { workbookOf } from './write-workbook';

/** A row an import refused: where it was, what it held, and why. */
export interface FailedRow {
  fileName: string;
  rowNumber: number;
  headers: readonly unknown[];
  cells: readonly unknown[];
  reasons: readonly string[];
}

/** Error workbooks live under the upload folder, served back at `/sys/common/static/<folder>/<name>`. */
export const IMPORT_ERROR_FOLDER = 'import-errors';
export const STATIC_PREFIX = '/sys/common/static/';

const stamp = (now: string) => now.replace(/\D/g, '');
const UNGUESSABLE_BYTES = 16;

/**
 * Writes the workbook naming each refused row (its row number, the reasons, then its cells under
 * the original headers) into `<upload directory>/import-errors/`, and answers where clients fetch it.
 */
export async function writeErrorWorkbook(
  uploadDir: string,
  code: string,
  failures: readonly FailedRow[],
  now: string,
): Promise<{ fileUrl: string; fileName: string }> {
  const severalFiles = new Set(failures.map((failure) => failure.fileName)).size > 1;
  const headers = [
    ...(severalFiles ? [say.fileColumn] : []),
    say.rowColumn,
    say.reasonColumn,
    ...(failures[0]?.headers ?? []).map((header) => String(header ?? '')),
  ];
  const rows = failures.map((failure) => [
    ...(severalFiles ? [failure.fileName] : []),
    failure.rowNumber,
    failure.reasons.join('；'),
    ...failure.cells,
  ]);
  // Served without a token like every stored file, and it repeats the refused rows: 128 random bits keep its name unguessable.
  const fileName = `${code}_${stamp(now)}_${randomBytes(UNGUESSABLE_BYTES).toString('hex')}.xlsx`;
  const folder = path.join(uploadDir, IMPORT_ERROR_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, fileName), workbookOf(say.errorSheet, headers, rows));
  return { fileUrl: `${STATIC_PREFIX}${IMPORT_ERROR_FOLDER}/${fileName}`, fileName };
}
