import { useMemo } from 'react';
import type { Column } from 'react-data-grid';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { dataColumn, type DataColumnContext } from './data-column';
import { renderStatisticLabel } from './fixed-columns';

type DrawnColumn = Column<GridRow, StatisticsRow>;

export interface GridColumnsInput {
  /** The features' leading columns, in the order they are drawn (selection, number, drag, expand). */
  leading: readonly DrawnColumn[];
  dataColumns: readonly GridColumn[];
  context: DataColumnContext;
  /** A feature's change of each data column (the tree's levels and expander). */
  wrap: (column: DrawnColumn, index: number) => DrawnColumn;
  /** The class of a data column's cells inside the copy range. */
  cellClass: (columnKey: string) => DrawnColumn['cellClass'];
  statisticKeys: ReadonlySet<string>;
  virtualized: boolean;
}

/**
 * The columns react-data-grid draws: the features' leading columns, then the data columns. The
 * data columns change with what their cells show (errors, the range, the tree), not with the
 * rows' values: an edit re-renders its own row, not every drawn cell.
 */
export function useGridColumns(input: GridColumnsInput): readonly DrawnColumn[] {
  const { leading, dataColumns, context, wrap, cellClass, statisticKeys, virtualized } = input;
  const drawnData = useMemo(
    () =>
      dataColumns.map((column, index) =>
        wrap({ ...dataColumn(column, context), cellClass: cellClass(column.key) }, index),
      ),
    [cellClass, context, dataColumns, wrap],
  );
  return useMemo(() => {
    const all = [...leading, ...drawnData];
    const first = all[0];
    // 合计 / 平均 name their footer row in the first column, unless it holds a statistic itself.
    if (statisticKeys.size > 0 && first && !statisticKeys.has(first.key)) {
      all[0] = { ...first, renderSummaryCell: renderStatisticLabel };
    }
    // Without virtualisation react-data-grid 7.0.0-beta.61 draws start-frozen columns twice
    // (its viewport starts at column 0 and repeats the frozen ones): they scroll with the rest.
    return virtualized
      ? all
      : all.map((column) =>
          column.frozen === true || column.frozen === 'start' ? { ...column, frozen: false } : column,
        );
  }, [drawnData, leading, statisticKeys, virtualized]);
}
