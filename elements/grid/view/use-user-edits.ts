import { type RefObject, useCallback, useMemo } from 'react';
import type { RowsChangeData } from 'react-data-grid';
import { cellTypeOf } from '../cells/registry';
import type { RuleTrigger } from '../model/grid-rule-types';
import { setCellError, updateRows } from '../model/grid-state';
import type { GridColumn, GridRow } from '../model/grid-types';
import { validateGridCell } from '../model/grid-validation';
import { withLinkedClears } from '../model/linkage';
import { rowWithId, setRowValues } from '../model/row-state';
import { ownCopy } from '../model/rows-input';
import type { StatisticsRow } from '../model/statistics';
import { hasUniqueRule, uniquePeers } from '../model/unique-peers';
import type { EditableGridProps } from './editable-grid-props';
import type { GridStore } from './use-grid-store';

export type UserEdit = { row: GridRow; columnKey: string; value: unknown; index?: number };

/** react-data-grid's copy of the rows it drew (`from`), with its edits at `written`. */
export interface DrawnCopy {
  rows: GridRow[];
  written: readonly number[];
  from: readonly GridRow[];
}

type LatestProps = Readonly<RefObject<EditableGridProps>>;

/**
 * A user's edits: each value normalised by its cell type, stored, reported (cell-change) and
 * checked against its column's rules; a column with an `only` rule rechecks the rows sharing
 * the old or the new value.
 */
export function useUserEdits(store: GridStore, columns: readonly GridColumn[], latestProps: LatestProps) {
  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const rowsNow = useCallback(() => store.getState().rowState.rows, [store]);

  const checkCell = useCallback(
    async (rowKey: string, columnKey: string, index?: number, trigger: RuleTrigger = 'change') => {
      const column = columnByKey.get(columnKey);
      const row = rowWithId(rowsNow(), rowKey, index);
      if (!column || !row) return;
      const message = await validateGridCell(rowsNow(), row, column, latestProps.current.moneyDecimals, { trigger });
      store.update((state) => setCellError(state, rowKey, columnKey, message));
    },
    [columnByKey, latestProps, rowsNow, store],
  );

  /** `drawnCopy` becomes the next rows when it is a copy of the store's own rows (react-data-grid's edit). */
  const applyUserEdits = useCallback(
    (edits: readonly UserEdit[], drawnCopy?: DrawnCopy) => {
      const changes = withLinkedClears(edits, columns).flatMap(({ row, columnKey, value, index }) => {
        const column = columnByKey.get(columnKey);
        const stored = column ? (cellTypeOf(column.type).normalise?.(value, column) ?? value) : value;
        const before = rowWithId(rowsNow(), row.id, index);
        return before && before[columnKey] !== stored ? [{ before, columnKey, stored, index }] : [];
      });
      if (changes.length === 0) return;
      const updates = changes.map(({ before, columnKey, stored, index }) => ({
        rowKey: before.id,
        values: { [columnKey]: stored },
        index,
      }));
      store.update((state) =>
        updateRows(state, (previous) => {
          const copied =
            drawnCopy && drawnCopy.from === previous.rows
              ? ownCopy(drawnCopy.rows, previous.rows, drawnCopy.written)
              : undefined;
          return setRowValues(previous, updates, copied);
        }),
      );
      for (const { before, columnKey, stored, index } of changes) {
        // The row after the whole edit: a linked child's change carries its parent's new value.
        const after = rowWithId(rowsNow(), before.id, index) ?? { ...before, [columnKey]: stored };
        latestProps.current.onCellChange?.({
          rowKey: before.id,
          columnKey,
          value: stored,
          previousValue: before[columnKey],
          row: { ...after },
        });
        void checkCell(before.id, columnKey, index);
        if (hasUniqueRule(columnByKey.get(columnKey)?.validateRules)) {
          for (const peer of uniquePeers(rowsNow(), before.id, columnKey, before[columnKey], stored))
            void checkCell(peer, columnKey);
        }
      }
    },
    [checkCell, columnByKey, columns, latestProps, rowsNow, store],
  );

  const setCellByUser = useCallback(
    (row: GridRow, columnKey: string, value: unknown) => applyUserEdits([{ row, columnKey, value }]),
    [applyUserEdits],
  );

  return { checkCell, applyUserEdits, setCellByUser, rowsNow };
}

/** react-data-grid's change of the `drawn` rows, as the user's edits. */
export function drawnRowsChange(
  applyUserEdits: ReturnType<typeof useUserEdits>['applyUserEdits'],
  drawn: readonly GridRow[],
) {
  return (rows: GridRow[], data: RowsChangeData<GridRow, StatisticsRow>) =>
    applyUserEdits(
      data.indexes.flatMap((index) => {
        const row = rows[index];
        return row ? [{ row, columnKey: data.column.key, value: row[data.column.key], index }] : [];
      }),
      { rows, written: data.indexes, from: drawn },
    );
}
