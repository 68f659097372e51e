/** What every picker reports on a user's choice (`farm-change` detail). */
export interface PickerChange<Row> {
  /** The stored values, comma-separated as JeecgBoot stores them. */
  value: string;
  previousValue: string;
  /** The chosen records, in the order of `value`. */
  rows: Row[];
}

/** Multi-select separator default comma (spec section 9). */
export const PICKED_SEPARATOR = ',';

/** The stored values of a picker: the comma list split, blanks dropped. */
export function splitPicked(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(PICKED_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function joinPicked(values: readonly string[]): string {
  return values.join(PICKED_SEPARATOR);
}

/** A record's field as text, for the store and text fields a host names (any field may be chosen). */
export function fieldText(row: object, field: string): string {
  const value = (row as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The records echoing `values`, in their order: a value no record matches keeps its place
 * as a bare value, so an unknown stored value is still shown rather than silently dropped.
 */
export function echoOrder<Row extends object>(
  values: readonly string[],
  rows: readonly Row[],
  storeField: string,
): Array<Row | string> {
  const byValue = new Map(rows.map((row) => [fieldText(row, storeField), row]));
  return values.map((value) => byValue.get(value) ?? value);
}

/** The text shown for the chosen records: each record's text field, comma-joined. */
export function pickedText(items: ReadonlyArray<object | string>, textField: string): string {
  return items
    .map((item) => (typeof item === 'string' ? item : fieldText(item, textField) || ''))
    .join(PICKED_SEPARATOR);
}
