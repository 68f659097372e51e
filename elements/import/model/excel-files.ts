/** "Import accepts .xls and .xlsx, multiple files" (spec 5.4). */
export const EXCEL_ACCEPT = '.xls,.xlsx';

export function isExcelFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}
