import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import type { GridFormValue } from './model/form-value';
import type { EditableGridHandle } from './view/editable-grid-props';
import { EditableGrid } from './view/editable-grid';
import { gridHandleOf } from './view/grid-handles';
import { gridSheets } from './view/grid-sheet';

/**
 * The editable data grid: a toolbar (新增 保存 删除 清空选择 展开/收起), virtualised rows,
 * a cell per column type with its validation rules, row selection and a 合计 / 平均 footer.
 * `columns` and `rows` are properties (a JSON `columns` attribute is read for static markup);
 * `getAll()`, `validate()`, `addRows()`, `insertRows()`, `removeRows()`, `moveRow()`, `setValues()`,
 * `getSelection()`, `clearSelection()` and `toggleSubForm()` are methods. `tree` makes it a tree
 * table with lazy children; `renderSubForm` draws a sub-form under a clicked row; `socket-key`
 * syncs row edits live with other grids of that key. `slots` (a property) holds the renderers of
 * `slot` columns and of `row-expand` content by `slotName`: each gets `{ column, row, value,
 * disabled, setValue }` and returns a DOM node (mounted as it is) or a string (shown as text).
 * `rowMenuItems` (a property: `{ key, label, disabled?, danger? }[]`, or a function of the row)
 * gives each row a right-click menu, also opened by Shift+F10 or the context-menu key on a cell;
 * the choice fires `farm-row-menu-select`. `rowLabel` (a property: a function of the row) names
 * each row's selection box for screen readers (选择 <name>).
 *
 * In a form, `<farm-grid name="parts">` is a form control. After every edit, add, delete and move
 * it submits its rows as JSON, and `value` (read only) holds the same object:
 * `{"rows":[...],"insertedRows":[...],"updatedRows":[...],"deletedIds":[...]}`. `rows` are all
 * rows in order, new ones without their temporary `id` (a JeecgBoot one-to-many save replaces
 * the sub-table with them); `insertedRows` the new rows, `updatedRows` the existing rows whose
 * values differ from those given, `deletedIds` the ids of existing rows removed. Its validity is
 * the column rules' (the first failing cell's message as `validationMessage`, a custom error;
 * `required` with no row is a missing value); a submit or `reportValidity()` marks the failing
 * cells and points at the first. `form.reset()` brings back the rows last given (the `rows`
 * property, or those `data-url` loaded); a disabled fieldset makes the grid read-only.
 * A rule's `handler` may be written JeecgBoot's way, with a callback (see README).
 *
 * @summary Editable, virtualised data grid.
 * @csspart toolbar - The row buttons above the grid.
 * @cssprop --farm-color-primary - The active cell, selection and primary button colour.
 * @cssprop --farm-color-danger - The edge and message of a failing cell.
 */
const FarmGridBase = defineFarmElement('farm-grid', EditableGrid, {
  attributes: {
    /** The form field name: in a form the grid submits its rows under it, as JSON (see above). */
    name: 'string',
    /** In a form, at least one row is needed. */
    required: 'boolean',
    /** Loads rows page by page from this list url (JeecgBoot list conventions), with pagination. */
    dataUrl: 'string',
    /** `medium` (default), `small`, `mini` or `tiny`. */
    size: ['medium', 'small', 'mini', 'tiny'],
    /** Max height of the grid in px; default 400. */
    maxHeight: 'number',
    /** Show the row-number column. */
    rowNumber: 'boolean',
    /** Show a selection column. */
    rowSelection: 'boolean',
    /**
     * `checkbox` (default) or `radio`.
     * @default 'checkbox'
     */
    rowSelectionType: ['checkbox', 'radio'],
    /** Rows can be dragged to a new place (and moved with Alt+ArrowUp/Down on the handle). */
    dragSort: 'boolean',
    /**
     * The order field renumbered from 1 after a move; default `orderNum`.
     * @default 'orderNum'
     */
    dragSortKey: 'string',
    /** Read-only grid. */
    disabled: 'boolean',
    /** Every editable cell shows its editor at all times (`always-edit`). */
    alwaysEdit: 'boolean',
    /**
     * Show the toolbar (on by default); `no-toolbar`, or JeecgBoot's `toolbar="false"`, hides it.
     * @default true
     */
    toolbar: { offBy: 'noToolbar' },
    /**
     * Show 保存 in the toolbar (on by default); `no-save-button`, or `save-button="false"`, hides it
     * (a sub-table saved with its form).
     * @default true
     */
    saveButton: { offBy: 'noSaveButton' },
    /** Buttons the session excludes under this prefix (a colon is appended) are hidden. */
    authPrefix: 'string',
    /**
     * Decimals the money rule allows: 2 (default) or 5.
     * @default 2
     */
    moneyDecimals: 'number',
    /** Keeps this grid's saved add-row settings apart from other grids'. */
    settingsKey: 'string',
    /** Live sync: grids with the same key see each other's row edits (`/vxeSocket`). */
    socketKey: 'string',
    /** The grid's accessible name. */
    caption: 'string',
  },
  properties: [
    'rowLabel',
    'rows',
    'disabledRows',
    'addRowSettings',
    'slots',
    'tree',
    'renderSubForm',
    'rowMenuItems',
    'sort',
    'selectedRowKeys',
  ],
  jsonAttributes: ['columns'],
  events: {
    /** A user edited a cell; detail `{ rowKey, columnKey, value, previousValue, row }`. */
    onCellChange: 'farm-cell-change',
    /** A user changed the selection; detail `{ selectedRowIds, selectedRows }`. */
    onSelectionChange: 'farm-selection-change',
    /** An item of the row menu (`rowMenuItems`, right click or Shift+F10 on a row) was chosen; detail `{ key, rowKey, row }`. */
    onRowMenuSelect: 'farm-row-menu-select',
    /** A header click on a `sortable` column changed the sort; detail `{ sort }`: `{ column, order }` or null. */
    onSortChange: 'farm-sort-change',
    /** 保存 with every cell valid; detail `{ tableData, deleteData }`. */
    onSave: 'farm-save',
    /** A user deleted rows; detail `{ rows, deleteData }`. */
    onRemove: 'farm-remove',
    /** 新增 added rows; detail `{ rows, index }`. */
    onRowsAdded: 'farm-rows-added',
    /** A user moved a row; detail `{ from, to, tableData }`. */
    onRowsMoved: 'farm-rows-moved',
    /** The sub-form popover opened under a row or closed; detail `{ rowKey, row }` (both null when closed). */
    onSubFormToggle: 'farm-sub-form-toggle',
  },
  formAssociated: {
    value: {
      prop: 'value',
      changeEvent: 'onFormValueChange',
      empty: null,
      formValue: (value: GridFormValue) => JSON.stringify(value),
    },
  },
  styles: gridSheets,
});

// The value model's property, which the element's type does not list yet.
interface GridFormMembers {
  /** In a form, what the grid submits (see EditableGridProps.value); null outside a form. */
  value: GridFormValue | null;
}

type GridMethods = EditableGridHandle;
const methods: (keyof GridMethods)[] = [
  'getAll',
  'validate',
  'addRows',
  'insertRows',
  'removeRows',
  'moveRow',
  'setValues',
  'getSelection',
  'clearSelection',
  'toggleSubForm',
];
for (const name of methods) {
  Object.defineProperty(FarmGridBase.prototype, name, {
    configurable: true,
    value(this: HTMLElement, ...args: unknown[]) {
      const method = gridHandleOf(this)[name] as (...given: unknown[]) => unknown;
      return method(...args);
    },
  });
}

export const FarmGridElement = FarmGridBase as typeof FarmGridBase & {
  prototype: InstanceType<typeof FarmGridBase> & GridMethods & GridFormMembers;
};
export type FarmGridElement = InstanceType<typeof FarmGridBase> & GridMethods & GridFormMembers;

/** The element's events by type: `FarmGridEvents['<type>']` is the event object its listeners get. */
export type FarmGridEvents = FarmElementEventMap<typeof FarmGridElement>;

// The detail types of its events, for hosts that name them.
export type {
  CellChange,
  RowMenuChoice,
  RowsAdded,
  RowsMoved,
  RowsRemoved,
  SelectionChange,
  SortChange,
  SubFormToggle,
} from './view/editable-grid-props';
export type { GridColumn, GridData, GridRow } from './model/grid-types';
// A column's validateRules, so a host can name the parameters of a JeecgBoot-style handler.
export type {
  GridCellRule,
  GridRuleEvent,
  GridRuleHandler,
  GridRuleTarget,
  GridValidatorEvent,
  GridValueHandler,
  JEditableRuleHandler,
  JVxeRuleHandler,
  RuleCallback,
  RuleTrigger,
} from './model/grid-rule-types';
export type { GridFormValue } from './model/form-value';

declare global {
  interface HTMLElementTagNameMap {
    'farm-grid': FarmGridElement;
  }
}
