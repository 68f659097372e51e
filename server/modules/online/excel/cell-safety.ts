/*
 * Formula injection: a text cell starting with = + - @ (or a tab or carriage return) may be run
 * as a formula by a spreadsheet program that opens the file. Every text written into a workbook
 * we hand out (exports, import error files) is neutralised with a leading apostrophe, which
 * makes it plain text; reading a workbook back removes that apostrophe again.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to write into a cell. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell text read from a workbook, with our neutralising apostrophe removed. */
export function unneutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A value as a cell: numbers stay numbers, everything else becomes neutralised text. */
export function safeCell(value: unknown): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === null || value === undefined) return '';
  return neutralised(String(value));
}
