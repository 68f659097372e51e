import '../../core/i18n/catalogues/grid';
import styled from '@emotion/styled';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactElement } from 'react';
import type { Column } from 'react-data-grid';
import { t } from '../../core/i18n';
import { color } from '../../core/ui';
import type { GridSlots } from '../cells/cell-type';
import { SlotContent } from '../cells/slot-cell';
import { ROW_HEIGHT, SELECTION_WIDTH, SELECTION_WIDTH_WITH_STATISTICS } from '../model/grid-constants';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';

/** The expanded content's height when the row-expand column names none. */
export const EXPAND_CONTENT_HEIGHT = 160;
/** Set on the cells of the expand column and on expanded rows: grid.styles.ts lets them show the content. */
export const EXPAND_CELL_CLASS = 'farm-row-expand-cell';
export const EXPANDED_ROW_CLASS = 'farm-row-expanded';

const Toggle = styled.button`
  display: block;
  margin-block-start: ${(ROW_HEIGHT - 20) / 2}px;
  inline-size: 20px;
  block-size: 20px;
  padding: 0;
  border: 1px solid ${color.border};
  background: ${color.bg};
  color: ${color.text};
  cursor: pointer;
  line-height: 1;
`;

const Content = styled.div`
  position: absolute;
  inset-block-start: ${ROW_HEIGHT}px;
  box-sizing: border-box;
  z-index: 2;
  overflow: auto;
  padding: 8px 12px;
  border-block-start: 1px dashed ${color.border};
  background: ${color.bg};
  white-space: normal;
`;

/**
 * The expanded content under a row, as wide as the grid's visible width: it hangs from the
 * frozen expand cell, starting at the grid's left edge.
 */
function ExpandedContent({
  column,
  row,
  height,
  slots,
}: {
  column: GridColumn;
  row: GridRow;
  height: number;
  slots?: GridSlots;
}): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const cellBox = element?.parentElement?.getBoundingClientRect();
    const grid = element?.closest<HTMLElement>('.rdg');
    if (!element || !cellBox || !grid) return;
    element.style.insetInlineStart = `${grid.getBoundingClientRect().left + grid.clientLeft - cellBox.left}px`;
    element.style.inlineSize = `${grid.clientWidth}px`;
  });
  return (
    <Content ref={box} style={{ blockSize: height }} data-expanded-content="">
      <SlotContent
        column={column}
        row={row}
        value={row[column.key]}
        disabled
        onChange={() => undefined}
        render={column.slotName ? slots?.[column.slotName] : undefined}
      />
    </Content>
  );
}

/** What row-expand reads and changes of the grid's state. */
export interface RowExpansion {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
}

/**
 * row-expand: a column of +/- buttons that open content under their row, drawn by the `slots`
 * renderer the column names. Expanded rows are taller; with none expanded every row keeps the
 * fixed height the virtualisation is fastest with.
 */
export function useRowExpand(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
  withStatistics: boolean,
  slots: GridSlots | undefined,
  { expanded, toggle }: RowExpansion,
) {
  const expandColumn = columns.find((column) => column.type === 'row-expand');
  const height = expandColumn?.expandHeight ?? EXPAND_CONTENT_HEIGHT;

  const column = useMemo<Column<GridRow, StatisticsRow> | undefined>(() => {
    if (!expandColumn) return undefined;
    const width = withStatistics ? SELECTION_WIDTH_WITH_STATISTICS : SELECTION_WIDTH;
    return {
      key: expandColumn.key,
      name: '',
      width,
      minWidth: width,
      maxWidth: width,
      frozen: true,
      cellClass: EXPAND_CELL_CLASS,
      renderCell: ({ row, tabIndex }) => {
        const open = expanded.has(row.id);
        return (
          <>
            <Toggle
              type="button"
              data-row-expand=""
              tabIndex={tabIndex}
              aria-expanded={open}
              aria-label={t(open ? 'grid.collapse' : 'grid.expand')}
              onClick={() => toggle(row.id)}
            >
              {open ? '−' : '+'}
            </Toggle>
            {open && <ExpandedContent column={expandColumn} row={row} height={height} slots={slots} />}
          </>
        );
      },
    };
  }, [expandColumn, expanded, height, slots, toggle, withStatistics]);

  const rowHeight = useMemo(
    () =>
      expanded.size === 0 ? ROW_HEIGHT : (row: GridRow) => (expanded.has(row.id) ? ROW_HEIGHT + height : ROW_HEIGHT),
    [expanded, height],
  );
  const rowClass = useCallback((row: GridRow) => (expanded.has(row.id) ? EXPANDED_ROW_CLASS : undefined), [expanded]);

  const extraHeight = useMemo(
    () => (expanded.size === 0 ? 0 : rows.filter((row) => expanded.has(row.id)).length * height),
    [expanded, height, rows],
  );
  return { column, rowHeight, rowClass, extraHeight };
}
