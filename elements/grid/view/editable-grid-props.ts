import type { ReactNode, Ref } from 'react';
import type { FormControl } from '../../core/element';
import type { GridSlots } from '../cells/cell-type';
import type { MoneyDecimals } from '../../core/validation';
import type { AddRowSettings } from '../model/add-row-settings';
import type { GridFormValue } from '../model/form-value';
import type { GridSize } from '../model/grid-constants';
import type { GridColumn, GridData, GridRow } from '../model/grid-types';
import type { CellError } from '../model/grid-validation';
import type { TreeGridConfig } from '../model/tree-rows';
import type { SubFormRenderer } from './sub-form-popover';

export interface CellChange {
  rowKey: string;
  columnKey: string;
  value: unknown;
  previousValue: unknown;
  row: GridRow;
}

export interface SelectionChange {
  selectedRowIds: string[];
  selectedRows: GridRow[];
}

export interface RowsAdded {
  rows: GridRow[];
  /** Where the first added row now sits. */
  index: number;
}

export interface RowsRemoved {
  /** The rows taken out of the grid (new and existing). */
  rows: GridRow[];
  /** Every existing row removed so far, for the server to delete. */
  deleteData: GridRow[];
}

export interface RowsMoved {
  /** 0-based positions before and after the move. */
  from: number;
  to: number;
  /** The rows in their new order (order field renumbered when drag sort is on). */
  tableData: GridRow[];
}

export interface SubFormToggle {
  rowKey: string | null;
  row: GridRow | null;
}

export interface AddRowsOptions {
  /** 0-based position of the first added row; default from the add-row settings (bottom). */
  index?: number;
  scrollToBottom?: boolean;
}

/** The row, selection and validation methods of the handle. */
export interface GridCoreHandle {
  getAll(): GridData;
  /** Validates every cell, marks the failing ones and answers them (none = valid). */
  validate(): Promise<CellError[]>;
  /** Adds one row per values object (blank rows when none given). */
  addRows(values?: Record<string, unknown> | readonly Record<string, unknown>[], options?: AddRowsOptions): GridRow[];
  /** Inserts rows so the first sits at `index` (0-based). */
  insertRows(values: Record<string, unknown> | readonly Record<string, unknown>[], index: number): GridRow[];
  removeRows(ids: string | readonly string[]): void;
  /** Moves the row at `from` to `to` (0-based); with drag sort on, the order field is renumbered from 1. */
  moveRow(from: number, to: number): void;
  setValues(updates: readonly { rowKey: string; values: Record<string, unknown> }[]): void;
  getSelection(): string[];
  clearSelection(): void;
}

/** What a React host reaches through `ref`, and `<farm-grid>` as methods. */
export interface EditableGridHandle extends GridCoreHandle {
  /**
   * Opens the sub-form popover under this row (scrolling it into view), or closes it when it
   * is open there; 打开子表失败 when the row cannot be shown.
   */
  toggleSubForm(rowKey: string): void;
}

/** The sort a header click asks for (`null`: unsorted). */
export interface SortChange {
  sort: GridSort | null;
}

export type RowSelectionMode = 'checkbox' | 'radio';

/** The header sort, in the list contract's terms (`column`, `order`). */
export interface GridSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface EditableGridProps {
  columns?: readonly GridColumn[];
  /** The form field name of `<farm-grid>` (the browser submits the value under it). */
  name?: string;
  /** In a form, at least one row is needed. */
  required?: boolean;
  /**
   * In a form, what the grid submits (as JSON): `{ rows, insertedRows, updatedRows, deletedIds }`;
   * null outside a form. The grid's own: it puts it back after a script's assignment.
   * (`<farm-grid>` hands down what the grid last reported through `onFormValueChange`.)
   */
  value?: GridFormValue | null;
  /** Given by `<farm-grid>`: takes the grid's form value after each change. */
  onFormValueChange?: (change: { value: GridFormValue }) => void;
  /** Given by `<farm-grid>`: the form it belongs to hears its validity and reset through this. */
  formControl?: FormControl;
  /** The rows; a new array starts a new edit session (removals are forgotten). */
  rows?: readonly GridRow[];
  /**
   * Loads the rows from this list url (pageNo, pageSize, column=createTime, order=desc;
   * `result.records` and `result.total`) with pagination 10 / 20 / 30 below. `rows` wins if given.
   */
  dataUrl?: string;
  size?: GridSize;
  /** Max height of the scrolling body in px; default 400. */
  maxHeight?: number;
  /** Show the row-number column. */
  rowNumber?: boolean;
  /** Show a selection column: `checkbox` (default when on) or `radio`. */
  rowSelection?: boolean;
  rowSelectionType?: RowSelectionMode;
  /** Names a row for its selection box or radio (选择 <name>); without it they read 选择. */
  rowLabel?: (row: GridRow) => string;
  /** The grid's accessible name. */
  caption?: string;
  /**
   * Draws only the rows and columns in view (default). `false` draws every cell: for a page of
   * a list, where find-in-page and screen readers should see every column.
   */
  virtualized?: boolean;
  /** More content of a column's header cell, by column key (React only: a list's column filter). */
  headerExtras?: Readonly<Record<string, ReactNode>>;
  /**
   * Controlled selection: exactly these rows are selected. A user's change is reported through
   * `onSelectionChange` and shows once the host passes the new keys.
   */
  selectedRowKeys?: readonly string[];
  /** Rows that cannot be selected: every field given here matches (JeecgBoot's disabledRows). */
  disabledRows?: Record<string, unknown>;
  /** Rows can be dragged (and moved with Alt+ArrowUp/Down on the handle). */
  dragSort?: boolean;
  /** The order field renumbered from 1 after a move; default orderNum. */
  dragSortKey?: string;
  /** Read-only grid: no editing, no toolbar buttons that change rows. */
  disabled?: boolean;
  /**
   * Every editable cell shows its editor at all times, rather than one cell at a time after a
   * double click, F2 or typing (JeecgBoot's alwaysEdit). A change is stored when its editor
   * commits it (Enter, leaving the field, a choice in a list).
   */
  alwaysEdit?: boolean;
  /** Show the toolbar (新增 保存 删除 清空选择 展开/收起); default on. */
  toolbar?: boolean;
  /**
   * Show 保存 in the toolbar; default on. A sub-table of a form leaves it out: the form's own
   * button saves it with the form (JeecgBoot's toolbarConfig without 'save').
   */
  saveButton?: boolean;
  /** The authorisation prefix: buttons whose code the session excludes are hidden. */
  authPrefix?: string;
  /** Amount rule reading: 2 (default) or 5 decimals. */
  moneyDecimals?: MoneyDecimals;
  /** Overrides the locally saved add-row settings. */
  addRowSettings?: Partial<AddRowSettings>;
  /** Keeps add-row settings of different grids apart in local storage. */
  settingsKey?: string;
  /**
   * Live sync: grids with the same key, on any page, see each other's row edits through
   * `/vxeSocket/{userId}/{pageId}` (rows matched by id).
   */
  socketKey?: string;
  /**
   * Tree table: rows with `hasChildren` get an expander; their children load on first
   * expansion from `childrenUrl` (or `url`) with the parent id. Without `rows`, the top level
   * loads from `url`. Drag sort is off in a tree.
   */
  tree?: TreeGridConfig;
  /** A sub-form under a clicked row (a second click closes it, another row's click moves it). */
  renderSubForm?: SubFormRenderer;
  /** The sub-form popover opened under a row (`rowKey`) or closed (`null`). */
  onSubFormToggle?: (change: SubFormToggle) => void;
  /**
   * Renderers of `slot` columns (and of the expanded content of a `row-expand` column), by the
   * column's `slotName`. On `<farm-grid>` this is the `slots` property; a renderer there may
   * return a DOM node or a string.
   */
  slots?: GridSlots;
  /**
   * The right-click menu of a row (also Shift+F10 or the context-menu key on a focused cell):
   * the same items for every row, or a function of the row. None: the browser's own menu.
   */
  rowMenuItems?: readonly GridRowMenuItem[] | ((row: GridRow) => readonly GridRowMenuItem[]);
  /** An item of the row menu was chosen. */
  onRowMenuSelect?: (choice: RowMenuChoice) => void;
  /**
   * The header sort of `sortable` columns. Given: controlled (the host sorts the rows); with
   * `dataUrl` it is sent as `column` and `order` (default createTime desc).
   */
  sort?: GridSort | null;
  /** A header click changed the sort. */
  onSortChange?: (change: SortChange) => void;
  onCellChange?: (change: CellChange) => void;
  onSelectionChange?: (change: SelectionChange) => void;
  /** 保存 with every cell valid: the rows to keep and the existing rows removed. */
  onSave?: (data: GridData) => void;
  onRemove?: (removed: RowsRemoved) => void;
  onRowsAdded?: (added: RowsAdded) => void;
  /** A user moved a row (drag or Alt+Arrow). */
  onRowsMoved?: (moved: RowsMoved) => void;
  ref?: Ref<EditableGridHandle>;
  /** Given by `<farm-grid>`: the shadow root, whose adopted sheet already holds the grid's CSS. */
  container?: ShadowRoot;
}

/** An entry of a row's right-click menu. */
export interface GridRowMenuItem {
  key: string;
  label: string;
  disabled?: boolean;
  /** Drawn in the danger colour (删除). */
  danger?: boolean;
}

export interface RowMenuChoice {
  key: string;
  rowKey: string;
  row: GridRow;
}
