/*
 * Reads a workbook's first sheet into rows of cell values with one reader, in a process of its
 * own so that its memory is the reader's alone: `ours` is the server's import reader (the zip
 * guard, then SheetJS), `exceljs` ExcelJS loading the whole workbook, `exceljs-stream` ExcelJS's
 * streaming reader. Arguments: the reader, the workbook to measure, a small one to warm up with.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { readFirstSheet } from '../../server/modules/online/excel/read-workbook';
import { READERS, type ChildReply, type Reader } from './child-protocol';
import { watchPeakMemory } from './peak-memory';

const valuesOf = (row: ExcelJS.Row) => (Array.isArray(row.values) ? row.values.slice(1) : []);

async function readRows(reader: Reader, file: string): Promise<unknown[][]> {
  if (reader === 'ours') {
    const sheet = readFirstSheet(await readFile(file));
    return [sheet.headers, ...sheet.rows.map((row) => row.cells)];
  }
  const rows: unknown[][] = [];
  if (reader === 'exceljs') {
    const book = new ExcelJS.Workbook();
    // ExcelJS declares its own Buffer type; it takes Node's at run time.
    await book.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
    book.worksheets[0]?.eachRow((row) => rows.push(valuesOf(row)));
    return rows;
  }
  const book = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const sheet of book) {
    for await (const row of sheet) rows.push(valuesOf(row as ExcelJS.Row));
    break;
  }
  return rows;
}

const [reader, file, warmUp] = process.argv.slice(2) as [Reader, string, string];
if (!READERS.includes(reader)) throw new Error(`unknown reader ${reader}`);
await readRows(reader, warmUp);
const stop = watchPeakMemory();
const started = performance.now();
const rows = await readRows(reader, file);
const milliseconds = performance.now() - started;
const peak = stop();
const reply: ChildReply = { kind: 'read', milliseconds, rows: rows.length - 1, columns: rows[0]?.length ?? 0, peak };
process.send?.(reply);
process.disconnect?.();
