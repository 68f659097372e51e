import { XLSX } from './sheetjs';
import { onlineMessages as say } from '../../../messages';
import { convertFieldValue, type StoredValue } from '../records/field-value';
import type { RecordValues } from '../records/read-input';
import type { FieldSpec } from '../../../resources';
import { unneutralised } from './cell-safety';
import type { ImportColumn } from './import-columns';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell holds its serial number: turned into the text the field stores. */
function fromSerial(field: FieldSpec, serial: number): string | undefined {
  const parts = XLSX.SSF.parse_date_code(serial);
  if (!parts) return undefined;
  const day = `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
  return field.kind === 'date' ? day : `${day} ${pad(parts.H)}:${pad(parts.M)}:${pad(Math.round(parts.S))}`;
}

/** A raw cell as the input a field's conversion expects. */
function cellInput(field: FieldSpec, cell: unknown): unknown {
  if (typeof cell === 'number' && (field.kind === 'date' || field.kind === 'datetime'))
    return fromSerial(field, cell) ?? cell;
  if (typeof cell === 'number' && field.kind === 'text') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (typeof cell === 'string') return unneutralised(cell);
  if (typeof cell === 'boolean') return String(cell);
  return cell;
}

/**
 * One data row read into field values: each mapped cell converted by its field's rules, the
 * fixed values (a master record's key) added, and every required field present. Dictionary
 * texts and references are resolved afterwards, with the database.
 */
export function rowValues(
  fields: readonly FieldSpec[],
  columns: readonly ImportColumn[],
  cells: readonly unknown[],
  fixed: ReadonlyMap<string, StoredValue>,
): { values: RecordValues; errors: string[] } {
  const values: RecordValues = new Map();
  const errors: string[] = [];
  for (const { index, field } of columns) {
    const input = cellInput(field, cells[index] ?? null);
    if ((field.dict || field.ref) && typeof input === 'string' && input.trim()) {
      // A dictionary text or a label: its kind and length are those of the value it resolves to.
      values.set(field.name, input.trim());
      continue;
    }
    const converted = convertFieldValue(field, input);
    if (converted.ok) values.set(field.name, converted.value);
    else errors.push(converted.message);
  }
  for (const [name, value] of fixed) values.set(name, value);
  for (const field of fields) {
    const failed = columns.some((column) => column.field === field) && !values.has(field.name);
    if (field.required && !failed && (values.get(field.name) ?? null) === null) errors.push(say.required(field.title));
  }
  return { values, errors };
}
