import type { GridCellRule } from './grid-rule-types';

/** The column types of widgets spec section 3.1 that this grid draws. */
export type GridColumnType =
  | 'input'
  | 'inputNumber'
  | 'number'
  | 'textarea'
  | 'select'
  | 'date'
  | 'datetime'
  | 'time'
  | 'jdate'
  | 'checkbox'
  | 'checkbox_meta'
  | 'radio'
  | 'select-search'
  | 'sel_search'
  | 'select-multiple'
  | 'list_multi'
  | 'tags'
  | 'progress'
  | 'image'
  | 'file'
  | 'upload'
  | 'normal'
  | 'hidden'
  | 'input_pop'
  | 'sel_search_async'
  | 'sel_depart'
  | 'sel_user'
  | 'popup'
  | 'slot'
  | 'row-expand'
  | 'row-number'
  | 'row-checkbox'
  | 'row-radio'
  | 'row-drag-sort';

export interface GridOption {
  value: string | number;
  text?: string;
  label?: string;
  title?: string;
  disabled?: boolean;
}

/** One column as JeecgBoot column schemas declare it. */
export interface GridColumn {
  key: string;
  title: string;
  type?: GridColumnType;
  width?: number | string;
  disabled?: boolean;
  /** A header click sorts by this column (the grid's `sort` and `onSortChange`). */
  sortable?: boolean;
  /** Stays in view while the grid scrolls sideways, at the left or the right edge. */
  fixed?: 'left' | 'right';
  /** Options of select cells. */
  options?: readonly GridOption[];
  /**
   * Linkage: the key of the parent column whose value decides this column's options. When a
   * user changes the parent, this cell is emptied and its options follow the new value.
   */
  linkageKey?: string;
  /** The options for a parent value (select cells of a linkage). */
  linkageOptions?: (parentValue: unknown, row: GridRow) => readonly GridOption[];
  /** Checked and unchecked values of checkbox cells; default Y and N. */
  customValue?: readonly [unknown, unknown];
  /**
   * The first failing rule gives its message. A `handler` may be written the grid's way
   * `(value, context)` or JeecgBoot's, with a callback; a `validator` vxe-table's or Ant Design's.
   */
  validateRules?: readonly GridCellRule[];
  /** 合计 and/or 平均 in the footer. */
  statistics?: readonly GridStatistic[] | GridStatistic;
  /** Date, datetime and time text format; defaults YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss. */
  format?: string;
  placeholder?: string;
  /** A default value for added rows. */
  defaultValue?: unknown;
  /** sel_search_async: the dictionary searched on the server (a code or `table,text,value`). */
  dictCode?: string;
  /** sel_user / sel_depart: pick several; the values are comma-separated. */
  multi?: boolean;
  /** sel_user / sel_depart: the record field stored (default username / id). */
  store?: string;
  /** sel_user / sel_depart: the record field shown (default realname / departName). */
  text?: string;
  /** popup: the online report's code. */
  popupCode?: string;
  /** popup: the report fields read from the chosen rows, comma-separated. */
  orgFields?: string;
  /** popup: the row keys they fill, in the same order, comma-separated (this column's key among them). */
  destFields?: string;
  /** upload / file / image: most files kept, 0 unlimited. */
  number?: number;
  /** upload / file / image: the upload url; default /sys/common/upload. */
  action?: string;
  /** upload / file / image: the answer field holding the stored path; default message. */
  responseName?: string;
  /** upload / file / image: the upload button's text. */
  btnText?: string;
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** slot / row-expand: the name of the grid's `slots` renderer drawing this column (row-expand: the expanded content). */
  slotName?: string;
  /** row-expand: the height of the expanded content under the row; default 160. */
  expandHeight?: number;
}

export type GridStatistic = 'sum' | 'average';

/** A row: its id plus values by column key. */
export interface GridRow {
  id: string;
  [key: string]: unknown;
}

/** What `getAll()` answers: the rows to keep and the existing rows the user removed. */
export interface GridData {
  tableData: GridRow[];
  deleteData: GridRow[];
}
