import { useCallback, useMemo } from 'react';
import type { Column } from 'react-data-grid';
import type { Store } from '../model/grid-store';
import type { GridRow } from '../model/grid-types';
import { selectAllState, type SelectAllState } from '../model/select-all';
import type { StatisticsRow } from '../model/statistics';
import { rowCheckboxColumn, rowRadioColumn, type RowLabel, type SelectAllReader } from './fixed-columns';
import { usePublished } from './use-grid-store';

interface SelectAllSource {
  rows: readonly GridRow[];
  selected: ReadonlySet<string>;
  rowSelectable: (row: GridRow) => boolean;
}

/** The select-all box's state over a published source, counted once per source. */
function selectAllReader(source: Store<SelectAllSource>): SelectAllReader {
  let countedFor: SelectAllSource | undefined;
  let counted: SelectAllState = { checked: false, indeterminate: false };
  return {
    subscribe: source.subscribe,
    get() {
      const now = source.getState();
      if (now !== countedFor) {
        countedFor = now;
        counted = selectAllState(now.rows, now.selected, now.rowSelectable);
      }
      return counted;
    },
  };
}

export interface SelectionFeatureInput {
  mode: 'checkbox' | 'radio' | undefined;
  withStatistics: boolean;
  /** The rows as drawn (a tree's shown rows). */
  rows: readonly GridRow[];
  selected: ReadonlySet<string>;
  selectable: (row: GridRow) => boolean;
  isPlaceholder: (row: GridRow) => boolean;
  selectByUser: (ids: ReadonlySet<string>) => void;
  rowLabel?: RowLabel;
}

/**
 * Row selection: its leading column (react-data-grid's check boxes with a select-all box, or
 * radio buttons) and what the grid is given for it. The select-all box reads the drawn rows and
 * the selection as last committed, so the column does not change with the rows.
 */
export function useSelectionFeature(input: SelectionFeatureInput) {
  const { mode, withStatistics, rows, selected, selectable, isPlaceholder, selectByUser, rowLabel } = input;
  const rowSelectable = useCallback(
    (row: GridRow) => selectable(row) && !isPlaceholder(row),
    [isPlaceholder, selectable],
  );
  const source = usePublished(useMemo(() => ({ rows, selected, rowSelectable }), [rows, selected, rowSelectable]));
  const selectAll = useMemo(() => selectAllReader(source), [source]);

  const columns = useMemo((): readonly Column<GridRow, StatisticsRow>[] => {
    // react-data-grid always draws its selection column first; the radio column follows suit.
    if (mode === 'checkbox') return [rowCheckboxColumn(withStatistics, selectAll, rowLabel)];
    if (mode === 'radio')
      return [rowRadioColumn(withStatistics, selected, selectable, (row) => selectByUser(new Set([row.id])), rowLabel)];
    return [];
  }, [mode, rowLabel, selectAll, selectByUser, selectable, selected, withStatistics]);

  const gridProps = useMemo(
    () => ({
      selectedRows: mode === 'checkbox' ? selected : undefined,
      onSelectedRowsChange: mode === 'checkbox' ? selectByUser : undefined,
      isRowSelectionDisabled: mode ? (row: GridRow) => !rowSelectable(row) : undefined,
    }),
    [mode, rowSelectable, selectByUser, selected],
  );
  return { columns, gridProps };
}
