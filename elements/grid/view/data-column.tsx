import type { Key, ReactNode } from 'react';
import {
  Cell,
  renderHeaderCell,
  type CellRendererProps,
  type Column,
  type RenderHeaderCellProps,
} from 'react-data-grid';
import { cellTypeOf } from '../cells/registry';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { TYPE_MIN_WIDTHS, TYPE_WIDTHS } from '../model/grid-constants';
import { columnWidth } from '../model/column-widths';
import type { GridSlots } from '../cells/cell-type';
import type { MoneyDecimals } from '../../core/validation';
import { EditSession } from './edit-session';
import { EditorWithRules } from './editor-with-rules';
import { InlineEditor } from './inline-editor';
import { storeRowFields } from './row-fields';
import { gridClass } from './grid-sheet';
import type { RowEdit } from './use-row-edit';
import { cellKey } from '../model/grid-state';

export interface DataColumnContext {
  errors: ReadonlyMap<string, string>;
  /** The whole grid is read-only. */
  disabled: boolean;
  /** The rows as they are now, for the 'only' rule while typing. */
  rows: () => readonly GridRow[];
  moneyDecimals?: MoneyDecimals;
  /** Sets one cell at once, for cells edited in place. */
  setCell: (row: GridRow, columnKey: string, value: unknown) => void;
  /** Validates one stored cell (an editor closed: the blur check). */
  checkCell: (rowKey: string, columnKey: string) => void;
  /** How many data columns are drawn: the columns without a width share the grid among them. */
  visibleColumns: number;
  /** Editable cells show their editors at all times. */
  alwaysEdit?: boolean;
  slots?: GridSlots;
  /** More content of a column's header cell (a list's column filter), by column key. */
  headerExtras?: Readonly<Record<string, ReactNode>>;
  /** Where an open editor registers, so a press outside its row ends it. */
  attachEditor: RowEdit['attach'];
  /** Keeps the focus on the grid while an editor takes its cell's place (hold-focus.ts). */
  holdFocus: () => void;
}

const isText = (view: ReactNode) =>
  view === null || view === undefined || typeof view === 'string' || typeof view === 'number';

/**
 * react-data-grid's cell of a data column, marked with what the grid's stylesheet and a host's
 * queries look for: the column key, a failing value (its message as the cell's tooltip) and a
 * value a reload just changed. Other columns' cells are react-data-grid's own.
 */
export function dataCellRenderer(
  dataKeys: ReadonlySet<string>,
  errors: ReadonlyMap<string, string>,
  highlighted: ReadonlySet<string>,
) {
  return function renderDataCell(key: Key, props: CellRendererProps<GridRow, StatisticsRow>): ReactNode {
    const columnKey = props.column.key;
    if (!dataKeys.has(columnKey)) return <Cell key={key} {...props} />;
    // Only the marks a cell has: React visits every prop a cell is given, and a screen draws hundreds.
    const marks: Record<string, string> = { 'data-column': columnKey };
    if (errors.size > 0 || highlighted.size > 0) {
      const cell = cellKey(props.row.id, columnKey);
      const message = errors.get(cell);
      if (message !== undefined) Object.assign(marks, { 'data-invalid': '', title: message });
      if (highlighted.has(cell)) marks['data-reloaded'] = '';
    }
    return <Cell key={key} {...props} {...marks} />;
  };
}

/**
 * The header with something of the host's beside the title. Clicks and keys inside it stay
 * there: they must not sort the column or move the grid's active cell.
 */
function HeaderCellWithExtra({
  extra,
  ...props
}: RenderHeaderCellProps<GridRow, StatisticsRow> & { extra: ReactNode }) {
  return (
    <span className={gridClass.headerWithExtra}>
      <span>{renderHeaderCell(props)}</span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that keeps the host's controls' events from the grid; the controls are the interactive elements */}
      <span
        className={gridClass.headerExtra}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {extra}
      </span>
    </span>
  );
}

/** The react-data-grid column of one of our columns: its registered cell type, its error, its statistic. */
export function dataColumn(column: GridColumn, context: DataColumnContext): Column<GridRow, StatisticsRow> {
  const cellType = cellTypeOf(column.type);
  const readOnly = context.disabled || Boolean(column.disabled);
  const editor = cellType.renderEditor;
  const headerExtra = context.headerExtras?.[column.key];
  const ruled = (column.validateRules?.length ?? 0) > 0;
  const inline = Boolean(context.alwaysEdit) && !readOnly && editor !== undefined && cellType.inlineEditor === true;
  return {
    key: column.key,
    name: column.title,
    width: columnWidth(column.width, cellType.width ?? TYPE_WIDTHS[column.type ?? 'input'], context.visibleColumns),
    minWidth: cellType.minWidth ?? TYPE_MIN_WIDTHS[column.type ?? 'input'],
    resizable: true,
    sortable: Boolean(column.sortable),
    frozen: column.fixed === 'right' ? 'end' : column.fixed === 'left' ? 'start' : undefined,
    ...(headerExtra ? { renderHeaderCell: (props) => <HeaderCellWithExtra {...props} extra={headerExtra} /> } : {}),
    // Always-on editors are the cells themselves: react-data-grid opens none of its own.
    editable: !readOnly && editor !== undefined && !inline,
    // The edit ends on a press outside the row, not the cell (useRowEdit decides).
    editorOptions: { commitOnOutsideClick: false },
    renderCell: ({ row }) => {
      const message = context.errors.size > 0 ? context.errors.get(cellKey(row.id, column.key)) : undefined;
      const view =
        inline && editor ? (
          <InlineEditor column={column} row={row} editor={editor} context={context} ruled={ruled} />
        ) : (
          cellType.renderView({
            column,
            row,
            value: row[column.key],
            disabled: readOnly,
            onChange: (value) => context.setCell(row, column.key, value),
            slots: context.slots,
          })
        );
      // Text stands in react-data-grid's cell alone (a scroll frame draws hundreds of cells); a
      // richer view gets a box, and a failing cell stacks its view above its message.
      if (message === undefined) return isText(view) ? view : <div className={gridClass.cell}>{view}</div>;
      return (
        <div className={gridClass.cell}>
          <div>{view}</div>
          <div className={gridClass.cellError} role="alert">
            {message}
          </div>
        </div>
      );
    },
    renderEditCell: editor
      ? ({ row, onRowChange, onClose }) => {
          const field = editor({
            watched: ruled,
            column,
            row,
            value: row[column.key],
            onChange: (value, commit) => onRowChange({ ...row, [column.key]: value }, commit),
            // Straight to the stored row, each field a user edit; the editor's draft is done with.
            onRowFields: (values) => {
              storeRowFields(context.setCell, row, values);
              onClose(false);
            },
            onClose: (commit) => onClose(commit),
          });
          const session = (
            <EditSession
              attach={context.attachEditor}
              commit={() => onClose(true, false)}
              holdFocus={context.holdFocus}
            />
          );
          // A column without rules has nothing to say while typing or on blur: no rules frame.
          if (!ruled) {
            return (
              <>
                {field}
                {session}
              </>
            );
          }
          return (
            <EditorWithRules
              column={column}
              draft={row}
              rows={context.rows}
              moneyDecimals={context.moneyDecimals}
              onClosed={() => context.checkCell(row.id, column.key)}
            >
              {field}
              {session}
            </EditorWithRules>
          );
        }
      : undefined,
    renderSummaryCell: ({ row }) => row.values[column.key] ?? null,
  };
}
