/**
 * Bounds of spreadsheet import and export: what one request may cost the server. Sized for the
 * largest jobs farm offices bring (issue 7: 50,000 orders of 20 columns in one workbook, an
 * export of 100,000 rows; see the excel-import and excel-export sections of BENCHMARKS.md for
 * the time and memory they take), and no larger: every bound is also a bound on memory.
 */
export const EXCEL_LIMITS = {
  /**
   * Largest uploaded file: 50,000 rows of 20 columns take about 5 MiB with a real deflate (Excel,
   * our exports) and 13 MiB from tools that pack with SheetJS's own JavaScript deflate.
   */
  fileBytes: 24 * 1024 * 1024,
  /** Files in one import request (`files[]`). */
  files: 5,
  /**
   * Everything a workbook unpacks to, all its parts together (a zip bomb is refused before
   * parsing): 50,000 rows of 20 columns unpack to about 40 MiB.
   */
  unpackedBytes: 128 * 1024 * 1024,
  /** Parts inside one workbook. */
  zipEntries: 1000,
  /** Data rows of one file. */
  rows: 50_000,
  /** Rows of one export. */
  exportRows: 100_000,
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
