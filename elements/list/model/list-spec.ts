// `<farm-list>` is configured by data a legacy page can write as JSON: its columns (which also
// give the query bar, the advanced query's fields and the 详细信息 fields) and extra query
// fields. These rules turn that data into what the list-page helper takes.

/** The value kind of a column: the query bar's input and the advanced query's editor follow it. */
export type ColumnValueType = 'text' | 'number' | 'date' | 'datetime';

/**
 * How a query-bar field matches (api-contract "Plain-value conventions"): `eq` sends the value
 * as typed, `like` sends `*x*` (contains), `range` sends `<field>_begin` and `<field>_end`.
 */
export type QueryMode = 'eq' | 'like' | 'range';

export interface ListChoice {
  value: string;
  text: string;
}

/** A row action link in an actions column. `detail` and `delete` are done by the list itself. */
export interface ListRowAction {
  /** `detail` opens 详细信息, `delete` asks and deletes; any other key fires `farm-row-action`. */
  key: string;
  label: string;
  danger?: boolean;
  /** The button code the user must hold (e.g. `farm_repair:edit`); none means always shown. */
  permission?: string;
}

/** One column of `<farm-list>`. */
export interface ListElementColumn {
  /** The record field; also the sort column asked of the server. */
  key: string;
  title: string;
  sortable?: boolean;
  width?: number | string;
  /** With `table="grid"`: stays in view while the list scrolls sideways. */
  fixed?: 'left' | 'right';
  /** Default `text`. */
  type?: ColumnValueType;
  /** A dictionary-coded field: the query bar offers its items, the advanced query a dictionary editor. */
  dictCode?: string;
  /** The query bar's choices for this field (a select instead of a text box). */
  options?: readonly ListChoice[];
  /** A header filter menu with these values (sent as `<key>=a,b`). */
  filters?: readonly ListChoice[];
  /** A header filter menu with this dictionary's items. */
  filterDictCode?: string;
  /** Default true; false makes the header filter a single choice. */
  filterMultiple?: boolean;
  /** Puts the field in the query bar: true (contains for text, equals otherwise) or a mode. */
  query?: boolean | QueryMode;
  /** Rich text: 详细信息 shows its formatting, sanitised; the list shows it as text. */
  html?: boolean;
  /** False keeps the column out of 详细信息. */
  detail?: boolean;
  /** Makes the column the row's action links. */
  actions?: readonly ListRowAction[];
  /** Property only: draws the cell; a string is shown as text, a DOM node is mounted as it is. */
  render?: (row: Record<string, unknown>, index: number) => string | Node | null | undefined;
}

/** One field of the query bar. */
export interface ListQueryField {
  field: string;
  title: string;
  /** The input: `text` (default), `number`, `date`, `select` (with `options`) or `dict` (with `dictCode`). */
  type?: 'text' | 'number' | 'date' | 'select' | 'dict';
  /** Default `like` for text, `eq` for the others. */
  mode?: QueryMode;
  options?: readonly ListChoice[];
  dictCode?: string;
  placeholder?: string;
}

/** The advanced query's field (`<farm-query>`'s `fields`). */
export interface AdvancedQueryFieldSpec {
  field: string;
  title: string;
  type: 'text' | 'number' | 'date' | 'datetime' | 'dict';
  dictCode?: string;
}

const isColumn = (column: unknown): column is ListElementColumn =>
  Boolean(column) &&
  typeof column === 'object' &&
  typeof (column as { key?: unknown }).key === 'string' &&
  (column as { key: string }).key !== '';

/** The columns that can be drawn: objects with a key; the title defaults to the key. */
export function listColumnsOf(given: unknown): ListElementColumn[] {
  if (!Array.isArray(given)) return [];
  return given
    .filter(isColumn)
    .map((column) => ({ ...column, title: typeof column.title === 'string' ? column.title : column.key }));
}

/** Columns that hold a record field (not the actions). */
export function dataColumns(columns: readonly ListElementColumn[]): ListElementColumn[] {
  return columns.filter((column) => !column.actions);
}

function queryTypeOf(column: ListElementColumn): NonNullable<ListQueryField['type']> {
  if (column.dictCode) return 'dict';
  if (column.options?.length) return 'select';
  if (column.type === 'number') return 'number';
  // A datetime is asked for by day: the server widens a day to its first and last second.
  if (column.type === 'date' || column.type === 'datetime') return 'date';
  return 'text';
}

/** The query bar: the fields of the columns marked `query`, then the extra ones. */
export function queryBarFields(columns: readonly ListElementColumn[], extra: unknown): ListQueryField[] {
  const fromColumns = dataColumns(columns)
    .filter((column) => column.query)
    .map((column): ListQueryField => {
      const type = queryTypeOf(column);
      return {
        field: column.key,
        title: column.title,
        type,
        mode: typeof column.query === 'string' ? column.query : type === 'text' ? 'like' : 'eq',
        ...(column.options ? { options: column.options } : {}),
        ...(column.dictCode ? { dictCode: column.dictCode } : {}),
      };
    });
  const given = Array.isArray(extra)
    ? extra.filter(
        (field): field is ListQueryField =>
          Boolean(field) && typeof field === 'object' && typeof (field as { field?: unknown }).field === 'string',
      )
    : [];
  return [
    ...fromColumns,
    ...given.map((field) => ({ ...field, title: typeof field.title === 'string' ? field.title : field.field })),
  ];
}

/** The field's mode: as given, else contains for text and equals for the rest. */
export function queryModeOf(field: ListQueryField): QueryMode {
  return field.mode ?? ((field.type ?? 'text') === 'text' ? 'like' : 'eq');
}

/** The query-bar fields sent as contains (`*x*`). */
export function likeFieldsOf(fields: readonly ListQueryField[]): string[] {
  return fields.filter((field) => queryModeOf(field) === 'like').map((field) => field.field);
}

/** The advanced query's fields, one per data column, with the editor its type calls for. */
export function advancedFieldsOf(columns: readonly ListElementColumn[]): AdvancedQueryFieldSpec[] {
  return dataColumns(columns).map((column) =>
    column.dictCode
      ? { field: column.key, title: column.title, type: 'dict', dictCode: column.dictCode }
      : { field: column.key, title: column.title, type: column.type ?? 'text' },
  );
}

/** The 详细信息 fields: every data column not marked `detail: false`. */
export function detailColumnsOf(
  columns: readonly ListElementColumn[],
): { key: string; title: string; html?: boolean }[] {
  return dataColumns(columns)
    .filter((column) => column.detail !== false)
    .map((column) => ({ key: column.key, title: column.title, ...(column.html ? { html: true } : {}) }));
}
