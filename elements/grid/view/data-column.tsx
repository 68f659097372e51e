import type { ReactNode } from 'react';
import { renderHeaderCell, type Column, type RenderHeaderCellProps } from 'react-data-grid';
import { cellTypeOf } from '../cells/registry';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { TYPE_MIN_WIDTHS, TYPE_WIDTHS } from '../model/grid-constants';
import { columnWidth } from '../model/column-widths';
import type { GridSlots } from '../cells/cell-type';
import type { MoneyDecimals } from '../../core/validation';
import { EditorWithRules } from './editor-with-rules';
import { CellError, HeaderExtra, HeaderWithExtra } from './grid.styles';
import { errorKey } from './use-cell-errors';

export interface DataColumnContext {
  errors: ReadonlyMap<string, string>;
  /** Cells changed by the last reload, highlighted for 1400 ms. */
  highlighted: ReadonlySet<string>;
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
  slots?: GridSlots;
  /** More content of a column's header cell (a list's column filter), by column key. */
  headerExtras?: Readonly<Record<string, ReactNode>>;
}

/**
 * The header with something of the host's beside the title. Clicks and keys inside it stay
 * there: they must not sort the column or move the grid's active cell.
 */
function headerWithExtra(extra: ReactNode) {
  return function HeaderCellWithExtra(props: RenderHeaderCellProps<GridRow, StatisticsRow>) {
    return (
      <HeaderWithExtra>
        <span>{renderHeaderCell(props)}</span>
        <HeaderExtra onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {extra}
        </HeaderExtra>
      </HeaderWithExtra>
    );
  };
}

/** The react-data-grid column of one of our columns: its registered cell type, its error, its statistic. */
export function dataColumn(column: GridColumn, context: DataColumnContext): Column<GridRow, StatisticsRow> {
  const cellType = cellTypeOf(column.type);
  const readOnly = context.disabled || Boolean(column.disabled);
  const editor = cellType.renderEditor;
  const headerExtra = context.headerExtras?.[column.key];
  return {
    key: column.key,
    name: column.title,
    width: columnWidth(column.width, cellType.width ?? TYPE_WIDTHS[column.type ?? 'input'], context.visibleColumns),
    minWidth: cellType.minWidth ?? TYPE_MIN_WIDTHS[column.type ?? 'input'],
    resizable: true,
    sortable: Boolean(column.sortable),
    frozen: column.fixed === 'right' ? 'end' : column.fixed === 'left' ? 'start' : undefined,
    ...(headerExtra ? { renderHeaderCell: headerWithExtra(headerExtra) } : {}),
    editable: !readOnly && editor !== undefined,
    renderCell: ({ row }) => {
      const key = errorKey(row.id, column.key);
      const message = context.errors.get(key);
      const view = cellType.renderView({
        column,
        row,
        value: row[column.key],
        disabled: readOnly,
        onChange: (value) => context.setCell(row, column.key, value),
        slots: context.slots,
      });
      // A valid cell holds its view alone (a scroll frame draws hundreds of cells); a failing one
      // stacks the view above its message.
      return (
        <div
          className="farm-cell"
          data-invalid={message !== undefined || undefined}
          data-reloaded={context.highlighted.has(key) || undefined}
          title={message}
          data-column={column.key}
        >
          {message === undefined ? (
            view
          ) : (
            <>
              <div>{view}</div>
              <CellError role="alert">{message}</CellError>
            </>
          )}
        </div>
      );
    },
    renderEditCell: editor
      ? ({ row, onRowChange, onClose }) => (
          <EditorWithRules
            column={column}
            draft={row}
            rows={context.rows}
            moneyDecimals={context.moneyDecimals}
            onClosed={() => context.checkCell(row.id, column.key)}
          >
            {editor({
              column,
              row,
              value: row[column.key],
              onChange: (value, commit) => onRowChange({ ...row, [column.key]: value }, commit),
              // Straight to the stored row, each field a user edit; the editor's draft is done with.
              onRowFields: (values) => {
                for (const [key, value] of Object.entries(values)) if (key !== 'id') context.setCell(row, key, value);
                onClose(false);
              },
              onClose: (commit) => onClose(commit),
            })}
          </EditorWithRules>
        )
      : undefined,
    renderSummaryCell: ({ row }) => row.values[column.key] ?? null,
  };
}
