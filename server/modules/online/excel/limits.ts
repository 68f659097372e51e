/** Bounds of spreadsheet import and export: what one request may cost the server. */
export const EXCEL_LIMITS = {
  /** Largest uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Files in one import request (`files[]`). */
  files: 5,
  /** Everything a workbook unpacks to, all its parts together (a zip bomb is refused before parsing). */
  unpackedBytes: 64 * 1024 * 1024,
  /** Parts inside one workbook. */
  zipEntries: 1000,
  /** Data rows of one file. */
  rows: 10_000,
  /** Rows of one export. */
  exportRows: 50_000,
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
