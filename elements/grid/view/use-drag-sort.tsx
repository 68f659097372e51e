import { useCallback, useMemo, type DragEvent, type Key } from 'react';
import { Row, type RenderRowProps } from 'react-data-grid';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { dragSortColumn, ROW_DRAG_TYPE } from './drag-sort-column';

/** The data row index of a drawn row (aria-rowindex counts the header as 1). */
function rowIndexOf(element: HTMLElement): number {
  return Number(element.getAttribute('aria-rowindex')) - 2;
}

/**
 * Real drag sort: its leading column of handles (with 向下插入一行), and rows that take a dropped
 * row's place. Rows are drawn by react-data-grid's own Row with two stable handlers more, so its
 * memo still skips unchanged rows while scrolling.
 */
export function useDragSort(
  enabled: boolean,
  withStatistics: boolean,
  move: (from: number, to: number) => void,
  insertBelow: (rowIdx: number) => void,
) {
  const onDragOver = useCallback((event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes(ROW_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent<HTMLDivElement>) => {
      const from = event.dataTransfer.getData(ROW_DRAG_TYPE);
      if (from === '') return;
      event.preventDefault();
      move(Number(from), rowIndexOf(event.currentTarget));
    },
    [move],
  );

  const renderRow = useMemo(
    () =>
      enabled
        ? (key: Key, props: RenderRowProps<GridRow, StatisticsRow>) => (
            <Row key={key} {...props} onDragOver={onDragOver} onDrop={onDrop} />
          )
        : undefined,
    [enabled, onDragOver, onDrop],
  );
  const columns = useMemo(
    () =>
      enabled ? [dragSortColumn(withStatistics, (rowIdx, delta) => move(rowIdx, rowIdx + delta), insertBelow)] : [],
    [enabled, insertBelow, move, withStatistics],
  );
  return { renderRow, columns };
}
