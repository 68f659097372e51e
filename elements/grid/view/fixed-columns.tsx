import { SelectColumn, type Column } from 'react-data-grid';
import { t } from '../../core/i18n';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { ROW_NUMBER_WIDTH, SELECTION_WIDTH, SELECTION_WIDTH_WITH_STATISTICS } from '../model/grid-constants';
import { SummaryLabel } from './grid.styles';

export const ROW_NUMBER_KEY = 'farm-row-number';
export const ROW_RADIO_KEY = 'farm-row-radio';

/** The footer row's name (合计 / 平均), shown in the first column. */
export function renderStatisticLabel({ row }: { row: StatisticsRow }) {
  return <SummaryLabel>{t(row.statistic === 'sum' ? 'grid.sum' : 'grid.average')}</SummaryLabel>;
}

/** row-number: the row's position from 1, 60 wide. */
export const rowNumberColumn: Column<GridRow, StatisticsRow> = {
  key: ROW_NUMBER_KEY,
  name: t('grid.rowNumber'),
  width: ROW_NUMBER_WIDTH,
  minWidth: ROW_NUMBER_WIDTH,
  frozen: true,
  renderCell: ({ rowIdx }) => rowIdx + 1,
};

/** row-checkbox: react-data-grid's own (select-all indeterminate, disabled rows), 40 or 60 wide. */
export function rowCheckboxColumn(withStatistics: boolean): Column<GridRow, StatisticsRow> {
  const width = withStatistics ? SELECTION_WIDTH_WITH_STATISTICS : SELECTION_WIDTH;
  return { ...(SelectColumn as Column<GridRow, StatisticsRow>), width, minWidth: width, maxWidth: width };
}

/** row-radio: one selected row at a time. */
export function rowRadioColumn(
  withStatistics: boolean,
  selected: ReadonlySet<string>,
  selectable: (row: GridRow) => boolean,
  select: (row: GridRow) => void,
): Column<GridRow, StatisticsRow> {
  const width = withStatistics ? SELECTION_WIDTH_WITH_STATISTICS : SELECTION_WIDTH;
  return {
    key: ROW_RADIO_KEY,
    name: '',
    width,
    minWidth: width,
    maxWidth: width,
    frozen: true,
    renderCell: ({ row, tabIndex }) => (
      <input
        type="radio"
        aria-label={t('grid.selectRow')}
        tabIndex={tabIndex}
        checked={selected.has(row.id)}
        disabled={!selectable(row)}
        onChange={() => select(row)}
      />
    ),
  };
}
