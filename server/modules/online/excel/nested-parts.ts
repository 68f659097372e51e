import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import type { AnyRow } from '../records/tables';
import { anyTables, inChunks, PART_ROW_ORDER } from '../records/tables';
import type { FieldSpec, ResourceSpec } from '../../../resources';
import { inScope, tenantScope } from '../scope/record-scope';
import { recordCells } from './record-cells';
import type { MergedCells, SheetLayout } from './write-workbook';

/*
 * JeecgBoot's online export of a one-to-many master (autopoi with one collection per part):
 * - two header rows: each master column's title spans both; each kind of part has its title
 *   above its columns in the first and its columns' titles in the second;
 * - one line per part row: a master with three attendees and one car takes three lines, its cells
 *   merged down those lines, the attendees one a line, the car on the first; a master without
 *   parts takes one line with the part columns empty.
 * A part's key to its master is not a column (the master is the row it sits in).
 */

/** A kind of part as its columns are exported: its fields without the key to its master. */
interface PartColumns {
  part: ResourceSpec;
  parentField: string;
  fields: readonly FieldSpec[];
}

function partColumnsOf(part: ResourceSpec): PartColumns {
  const parentField = part.parent?.field ?? '';
  return { part, parentField, fields: part.fields.filter((field) => field.name !== parentField) };
}

/** How many part rows the masters have: counted before any is read, so an export too large is refused cheaply. */
export async function countParts(
  db: Kysely<Database>,
  parts: readonly ResourceSpec[],
  masterIds: readonly string[],
  tenantId: number,
): Promise<number> {
  let total = 0;
  for (const { part, parentField } of parts.map(partColumnsOf)) {
    for (const chunk of inChunks(masterIds)) {
      const counting = anyTables(db)
        .selectFrom(part.code)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(parentField, 'in', chunk);
      const row = await inScope(counting, tenantScope(tenantId)).executeTakeFirst();
      total += Number(row?.n ?? 0);
    }
  }
  return total;
}

/** The cells of each master's parts of one kind, in the order they were added. */
async function partCellsByMaster(
  db: Kysely<Database>,
  columns: PartColumns,
  masterIds: readonly string[],
  tenantId: number,
): Promise<Map<string, unknown[][]>> {
  const byMaster = new Map<string, unknown[][]>();
  for (const chunk of inChunks(masterIds)) {
    const reading = anyTables(db).selectFrom(columns.part.code).selectAll().where(columns.parentField, 'in', chunk);
    const rows = await inScope(reading, tenantScope(tenantId)).orderBy(PART_ROW_ORDER).execute();
    const cells = await recordCells(db, columns.part, columns.fields, rows, tenantId);
    rows.forEach((row, index) => {
      const masterId = String(row[columns.parentField]);
      byMaster.set(masterId, [...(byMaster.get(masterId) ?? []), cells[index] ?? []]);
    });
  }
  return byMaster;
}

/** The two header rows and the merges of their titles. */
function headerOf(
  master: readonly FieldSpec[],
  parts: readonly PartColumns[],
): Pick<SheetLayout, 'headerRows'> & { merges: MergedCells[] } {
  const top: unknown[] = master.map((field) => field.title);
  const below: unknown[] = master.map(() => null);
  const merges: MergedCells[] = master.map((_, c) => ({ s: { r: 0, c }, e: { r: 1, c } }));
  for (const { part, fields } of parts) {
    const first = top.length;
    top.push(part.title, ...fields.slice(1).map(() => null));
    below.push(...fields.map((field) => field.title));
    if (fields.length > 1) merges.push({ s: { r: 0, c: first }, e: { r: 0, c: first + fields.length - 1 } });
  }
  return { headerRows: [top, below], merges };
}

/** The sheet of masters (`rows`, in list order) with the parts of the kinds given. */
export async function nestedPartsLayout(
  db: Kysely<Database>,
  resource: ResourceSpec,
  rows: readonly AnyRow[],
  parts: readonly ResourceSpec[],
  tenantId: number,
): Promise<SheetLayout> {
  const columns = parts.map(partColumnsOf);
  const masterCells = await recordCells(db, resource, resource.fields, rows, tenantId);
  const ids = rows.map((row) => String(row.id));
  const partCells = await Promise.all(columns.map((column) => partCellsByMaster(db, column, ids, tenantId)));
  const { headerRows, merges } = headerOf(resource.fields, columns);
  const lines: unknown[][] = [];
  ids.forEach((id, index) => {
    const own = partCells.map((byMaster) => byMaster.get(id) ?? []);
    const height = Math.max(1, ...own.map((list) => list.length));
    const start = headerRows.length + lines.length;
    for (let line = 0; line < height; line += 1) {
      const master = (line === 0 ? masterCells[index] : undefined) ?? resource.fields.map(() => null);
      lines.push([...master, ...columns.flatMap((column, kind) => own[kind]?.[line] ?? column.fields.map(() => null))]);
    }
    if (height > 1)
      for (const c of resource.fields.keys()) merges.push({ s: { r: start, c }, e: { r: start + height - 1, c } });
  });
  return { headerRows, rows: lines, merges };
}
