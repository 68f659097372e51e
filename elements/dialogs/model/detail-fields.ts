/** Widgets spec 2.2: the detail modal (详细信息) is 1200 px wide with a fullscreen switch. */
export const DETAIL_WIDTH = 1200;
/** Widgets spec 9: "Detail list columns max 4, default 3". */
export const DETAIL_COLUMN_COUNTS = [1, 2, 3, 4] as const;
export const DEFAULT_DETAIL_COLUMNS = 3;

/** One field of the 详细信息 modal. */
export interface DetailField {
  /** The record's field; `<key>_dictText` is shown instead when the record has it. */
  key: string;
  title: string;
  /** The value is rich text: shown as its formatting, sanitised (DOMPurify), never as markup typed by a user. */
  html?: boolean;
}

/**
 * A field as a caller may describe it: our list columns name the field `key`, JeecgBoot's
 * (antd) columns `dataIndex`; either is read.
 */
export interface DetailColumn {
  key?: string;
  dataIndex?: string;
  title: string;
  html?: boolean;
}

/** The fields to show for `columns`: those naming a field, in their order. */
export function detailFieldsOf(columns: readonly DetailColumn[] | null | undefined): DetailField[] {
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column): DetailField[] => {
    const key = column?.key ?? column?.dataIndex;
    if (typeof key !== 'string' || key === '') return [];
    return [{ key, title: String(column.title ?? key), ...(column.html ? { html: true } : {}) }];
  });
}

/** A column count the modal can show: 1 to 4, else the default 3. */
export function detailColumnCount(asked: number | null | undefined): number {
  return typeof asked === 'number' && Number.isInteger(asked) && asked >= 1 && asked <= DETAIL_COLUMN_COUNTS.length
    ? asked
    : DEFAULT_DETAIL_COLUMNS;
}
