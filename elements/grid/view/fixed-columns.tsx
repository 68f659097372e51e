import '../../core/i18n/catalogues/grid';
import {
  SelectCellFormatter,
  SelectColumn,
  useHeaderRowSelection,
  useRowSelection,
  type Column,
  type RenderCellProps,
  type RenderHeaderCellProps,
} from 'react-data-grid';
import { useSyncExternalStore } from 'react';
import { t } from '../../core/i18n';
import type { GridRow } from '../model/grid-types';
import type { SelectAllState } from '../model/select-all';
import type { StatisticsRow } from '../model/statistics';
import { ROW_NUMBER_WIDTH, SELECTION_WIDTH, SELECTION_WIDTH_WITH_STATISTICS } from '../model/grid-constants';
import { gridClass } from './grid-sheet';

export const ROW_NUMBER_KEY = 'farm-row-number';
export const ROW_RADIO_KEY = 'farm-row-radio';

/** The footer row's name (合计 / 平均), shown in the first column. */
export function renderStatisticLabel({ row }: { row: StatisticsRow }) {
  return <span className={gridClass.summaryLabel}>{t(row.statistic === 'sum' ? 'grid.sum' : 'grid.average')}</span>;
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

/** Names a row for its selection control: 选择 <name>, or plain 选择 without a name. */
export type RowLabel = (row: GridRow) => string;

function selectLabel(row: GridRow, rowLabel: RowLabel | undefined): string {
  const name = rowLabel?.(row);
  return name ? t('grid.selectNamedRow', { name }) : t('grid.selectRow');
}

/** The select-all box's state, as a store the header box subscribes to. */
export interface SelectAllReader {
  subscribe(listener: () => void): () => void;
  get(): SelectAllState;
}

/**
 * The header box, counted over the selectable rows (`selectAll`, subscribed to): a click on it
 * ticked clears them, otherwise, indeterminate too, selects them all. react-data-grid's own box
 * clears an indeterminate selection and counts disabled rows as unselected; its context is still
 * read so the box redraws whenever the rows or the selection change.
 */
function SelectAllHeader({
  tabIndex,
  selectAll,
}: RenderHeaderCellProps<GridRow, StatisticsRow> & { selectAll: SelectAllReader }) {
  const { onRowSelectionChange } = useHeaderRowSelection();
  const { checked, indeterminate } = useSyncExternalStore(selectAll.subscribe, selectAll.get, selectAll.get);
  return (
    <SelectCellFormatter
      aria-label={t('grid.selectAll')}
      tabIndex={tabIndex}
      indeterminate={indeterminate}
      value={checked}
      onChange={() => onRowSelectionChange({ checked: !checked })}
    />
  );
}

function SelectRowCell({ row, tabIndex, rowLabel }: RenderCellProps<GridRow, StatisticsRow> & { rowLabel?: RowLabel }) {
  const { isRowSelectionDisabled, isRowSelected, onRowSelectionChange } = useRowSelection();
  return (
    <SelectCellFormatter
      aria-label={selectLabel(row, rowLabel)}
      tabIndex={tabIndex}
      disabled={isRowSelectionDisabled}
      value={isRowSelected}
      onChange={(checked, isShiftClick) => onRowSelectionChange({ row, checked, isShiftClick })}
    />
  );
}

/**
 * row-checkbox: react-data-grid's selection (select-all indeterminate, disabled rows, shift
 * ranges) with the product's own labels, 40 or 60 wide.
 */
export function rowCheckboxColumn(
  withStatistics: boolean,
  selectAll: SelectAllReader,
  rowLabel?: RowLabel,
): Column<GridRow, StatisticsRow> {
  const width = withStatistics ? SELECTION_WIDTH_WITH_STATISTICS : SELECTION_WIDTH;
  return {
    ...(SelectColumn as Column<GridRow, StatisticsRow>),
    width,
    minWidth: width,
    maxWidth: width,
    renderHeaderCell: (props) => <SelectAllHeader {...props} selectAll={selectAll} />,
    renderCell: (props) => <SelectRowCell {...props} rowLabel={rowLabel} />,
  };
}

/** row-radio: one selected row at a time. */
export function rowRadioColumn(
  withStatistics: boolean,
  selected: ReadonlySet<string>,
  selectable: (row: GridRow) => boolean,
  select: (row: GridRow) => void,
  rowLabel?: RowLabel,
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
        aria-label={selectLabel(row, rowLabel)}
        tabIndex={tabIndex}
        checked={selected.has(row.id)}
        disabled={!selectable(row)}
        onChange={() => select(row)}
      />
    ),
  };
}
