import { XLSX } from './sheetjs';
import { excelMessages as say } from '../../../messages';
import { EXCEL_LIMITS } from './limits';
import { guardZip, WorkbookRefusal } from './zip-guard';

/** The first sheet of a workbook: its header row and its data rows with their row numbers. */
export interface SheetRows {
  headers: unknown[];
  rows: { rowNumber: number; cells: unknown[] }[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: a legacy .xls, or an encrypted .xlsx wrapped in one. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function guardCompoundFile(file: Buffer): void {
  let names: string[];
  try {
    names = XLSX.CFB.read(file, { type: 'buffer' }).FullPaths;
  } catch {
    throw new WorkbookRefusal(say.notWorkbook);
  }
  // Office puts an encrypted .xlsx into an OLE container with these two streams.
  if (names.some((name) => /(^|\/)(EncryptedPackage|EncryptionInfo)$/.test(name)))
    throw new WorkbookRefusal(say.encrypted);
}

function parse(file: Buffer): XLSX.WorkBook {
  try {
    // One row more than allowed tells that a sheet has too many (SheetJS keeps the full range).
    // Dense sheets (rows of cells, not one object key per cell address) and no formatted cell
    // texts, number formats or styles: the import reads raw values only, and a 50,000-row sheet
    // then parses in half the time with far less garbage.
    return XLSX.read(file, {
      type: 'buffer',
      sheetRows: EXCEL_LIMITS.rows + 2,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    if (error instanceof Error && /password|encrypt/i.test(error.message)) throw new WorkbookRefusal(say.encrypted);
    throw new WorkbookRefusal(say.notWorkbook);
  }
}

const isBlank = (cells: unknown[]) =>
  cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

/**
 * Reads the first sheet of an uploaded .xlsx or .xls, refusing anything else (SheetJS would
 * read CSV, HTML or plain text too), encrypted files, zip bombs and sheets over the row limit.
 * Cells come raw: numbers as numbers (dates as their serial), texts as texts.
 */
export function readFirstSheet(file: Buffer): SheetRows {
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) guardZip(file);
  else if (file.subarray(0, 8).equals(CFB_MAGIC)) guardCompoundFile(file);
  else throw new WorkbookRefusal(say.notWorkbook);
  const book = parse(file);
  const firstName = book.SheetNames[0];
  const sheet = firstName === undefined ? undefined : book.Sheets[firstName];
  const range = sheet?.['!fullref'] ?? sheet?.['!ref'];
  if (!sheet || !range) throw new WorkbookRefusal(say.noRows);
  const bounds = XLSX.utils.decode_range(range);
  if (bounds.e.r - bounds.s.r > EXCEL_LIMITS.rows) throw new WorkbookRefusal(say.tooManyRows(EXCEL_LIMITS.rows));
  const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const [headers = [], ...data] = all;
  const rows = data
    .map((cells, index) => ({ rowNumber: bounds.s.r + index + 2, cells }))
    .filter((row) => !isBlank(row.cells));
  if (!rows.length) throw new WorkbookRefusal(say.noRows);
  return { headers, rows };
}
