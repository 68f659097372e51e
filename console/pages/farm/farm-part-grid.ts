import type { t as translate } from '../../../elements/core/i18n';
import type { GridColumn, GridColumnType, GridRow } from '../../../elements/grid';
import { isTemporaryId } from '../../../elements/grid';
import type { FarmDeclaration, FarmField, FarmPart, FarmRecord } from './farm-declaration';
import { farmErrorText } from './farm-error-text';
import { farmFieldError } from './farm-form-rules';

/** The grid cell a declared field is edited with in a sub-table, as the form's control for it. */
const CELL_OF_VIEW: Readonly<Record<FarmField['view'], GridColumnType>> = {
  text: 'input',
  textarea: 'textarea',
  umeditor: 'textarea',
  number: 'inputNumber',
  date: 'date',
  datetime: 'datetime',
  list: 'select',
  list_multi: 'list_multi',
  image: 'image',
  file: 'file',
  // A reference is typed as its id: no part declares one besides its master, which is not a column.
  sel_search: 'input',
};

/** Widths that keep a sub-table readable: texts wider than numbers and choices. */
function widthOf(field: FarmField): number {
  if (field.view === 'textarea' || field.view === 'umeditor' || field.view === 'file' || field.view === 'image')
    return 200;
  if (field.view === 'datetime') return 180;
  return field.kind === 'text' && !field.dict ? 160 : 130;
}

/** A cell's value as the form's rules read it: text, with lists comma-joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The fields a user fills in a part's row: not its master's id, not those the server stamps. */
export function partFields(part: FarmPart): FarmField[] {
  return part.fields.filter((field) => field.name !== part.parentField && !field.serverOwned);
}

/**
 * The sub-table's columns: each field's cell, checked by the very rules of the master's form
 * (required, number range, date form, length, pattern), so a row fails as the form would.
 */
export function partColumns(
  part: FarmPart,
  declaration: Pick<FarmDeclaration, 'dictOptions'>,
  t: typeof translate,
): GridColumn[] {
  return partFields(part).map((field) => {
    const options = field.dict
      ? (declaration.dictOptions[field.dict] ?? []).map((item) => ({ value: item.value, text: item.text }))
      : undefined;
    return {
      key: field.name,
      title: field.title,
      type: CELL_OF_VIEW[field.view],
      width: widthOf(field),
      ...(options ? { options } : {}),
      validateRules: [
        { handler: (value: unknown) => farmErrorText(farmFieldError(field, cellText(value)), t) ?? true },
      ],
    };
  });
}

/** A stored part as a grid row: the values as they are, with no empty text for a null. */
export function partRow(part: FarmPart, record: FarmRecord): GridRow {
  const row: GridRow = { id: record.id };
  for (const field of partFields(part)) {
    const value = record[field.name];
    row[field.name] = value === null || value === undefined ? '' : field.kind === 'number' ? value : String(value);
  }
  return row;
}

/**
 * The part's rows as the master's add/edit body carries them: numbers as numbers, blanks as
 * null, and the id only of stored rows (a new row's temporary id means "insert").
 */
export function partBody(part: FarmPart, rows: readonly GridRow[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const body: Record<string, unknown> = isTemporaryId(row.id) ? {} : { id: row.id };
    for (const field of partFields(part)) {
      const text = cellText(row[field.name]).trim();
      body[field.name] = text === '' ? null : field.kind === 'number' ? Number(text) : text;
    }
    return body;
  });
}
