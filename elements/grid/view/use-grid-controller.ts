import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { DataGridHandle, RowsChangeData } from 'react-data-grid';
import { t } from '../../core/i18n';
import type { ConfirmFn, NoticeApi } from '../../core/ui';
import { INSERT_ROW_THROTTLE_MS, createClickGuard, createThrottle } from '../../core/validation';
import { cellTypeOf } from '../cells/registry';
import type { RuleTrigger } from '../model/grid-rule-types';
import type { GridColumn, GridRow } from '../model/grid-types';
import { validateGridCell, validateRows } from '../model/grid-validation';
import { withLinkedClears } from '../model/linkage';
import { hasUniqueRule, uniquePeers } from '../model/unique-peers';
import {
  addPosition,
  blankRow,
  gridData,
  insertRowsAt,
  moveRowRenumbered,
  removeRowsById,
  rowWithId,
  setRowValues,
} from '../model/row-state';
import type { StatisticsRow } from '../model/statistics';
import type { EditableGridProps, GridCoreHandle } from './editable-grid-props';
import { useSavedAddRowSettings } from './use-add-row-settings';
import { useCellErrors } from './use-cell-errors';
import { rowSelectionDisabled, useGridSelection } from './use-grid-selection';
import { useReloadHighlight } from './use-reload-highlight';
import { useRowState } from './use-row-state';

const NO_COLUMNS: readonly GridColumn[] = [];
const NO_ROWS: readonly GridRow[] = [];

type UserEdit = { row: GridRow; columnKey: string; value: unknown; index?: number };

/**
 * react-data-grid's copy of the rows it drew, the values it wrote into it put back: a copy of
 * `rows` that nobody else holds, or none when it is not one.
 */
function ownCopy(copy: GridRow[], rows: readonly GridRow[], written: readonly number[]): GridRow[] | undefined {
  if (copy.length !== rows.length) return undefined;
  for (const index of written) copy[index] = rows[index];
  return copy;
}

type ValuesList = Record<string, unknown> | readonly Record<string, unknown>[] | undefined;

function valuesList(values: ValuesList, count: number): readonly Record<string, unknown>[] {
  if (values === undefined) return Array.from({ length: count }, () => ({}));
  return Array.isArray(values) ? values : [values as Record<string, unknown>];
}

/** Everything the grid decides: rows, selection, errors, and the toolbar's and ref's actions. */
export function useGridController(
  props: EditableGridProps,
  gridRef: RefObject<DataGridHandle | null>,
  feedback: { notice: NoticeApi; confirm: ConfirmFn },
) {
  const columns = props.columns ?? NO_COLUMNS;
  const columnKeys = useMemo(() => columns.map((column) => column.key), [columns]);
  const { state, current, update, restart, given, changed, reloaded } = useRowState(props.rows ?? NO_ROWS, columnKeys);
  const highlighted = useReloadHighlight(reloaded);
  const { errors, setCell: setError, replaceAll: replaceErrors } = useCellErrors();
  const selection = useGridSelection();
  // The stable parts: callbacks that read them keep their identity while the selection changes.
  const { latest: latestSelection, replace: replaceSelection } = selection;
  const [clickGuard] = useState(() => createClickGuard());
  const [insertThrottle] = useState(() => createThrottle(INSERT_ROW_THROTTLE_MS));
  const latestProps = useRef(props);
  latestProps.current = props;
  const addRowSettings = useSavedAddRowSettings(props.settingsKey);
  const readAddRowSettings = useRef(addRowSettings.read);
  readAddRowSettings.current = addRowSettings.read;

  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const checkCell = useCallback(
    async (rowKey: string, columnKey: string, index?: number, trigger: RuleTrigger = 'change') => {
      const column = columnByKey.get(columnKey);
      const row = rowWithId(current.current.rows, rowKey, index);
      if (!column || !row) return;
      setError(
        rowKey,
        columnKey,
        await validateGridCell(current.current.rows, row, column, latestProps.current.moneyDecimals, { trigger }),
      );
    },
    [columnByKey, current, setError],
  );

  /** The rows react-data-grid was last drawn with: set by the view, which may draw a tree instead. */
  const drawnRows = useRef<readonly GridRow[]>(NO_ROWS);

  /**
   * A user's edit of one column in some rows: normalise, store, report, validate. `drawnCopy` is
   * react-data-grid's copy of the drawn rows with its edits (indexes `written`), used as the next
   * rows when it copied the grid's own.
   */
  const applyUserEdits = useCallback(
    (edits: readonly UserEdit[], drawnCopy?: { rows: GridRow[]; written: readonly number[] }) => {
      const changes = withLinkedClears(edits, columns).flatMap(({ row, columnKey, value, index }) => {
        const column = columnByKey.get(columnKey);
        const stored = column ? (cellTypeOf(column.type).normalise?.(value, column) ?? value) : value;
        const before = rowWithId(current.current.rows, row.id, index);
        return before && before[columnKey] !== stored ? [{ before, columnKey, stored, index }] : [];
      });
      if (changes.length === 0) return;
      update((previous) => {
        const copied =
          drawnCopy && drawnRows.current === previous.rows
            ? ownCopy(drawnCopy.rows, previous.rows, drawnCopy.written)
            : undefined;
        const updates = changes.map(({ before, columnKey, stored, index }) => ({
          rowKey: before.id,
          values: { [columnKey]: stored },
          index,
        }));
        return setRowValues(previous, updates, copied);
      });
      for (const { before, columnKey, stored, index } of changes) {
        // The row after the whole edit: a linked child's change carries its parent's new value.
        const after = rowWithId(current.current.rows, before.id, index) ?? { ...before, [columnKey]: stored };
        latestProps.current.onCellChange?.({
          rowKey: before.id,
          columnKey,
          value: stored,
          previousValue: before[columnKey],
          row: { ...after },
        });
        void checkCell(before.id, columnKey, index);
        // 'only' across the column: the rows sharing the old or new value may change verdict.
        if (hasUniqueRule(columnByKey.get(columnKey)?.validateRules)) {
          for (const peer of uniquePeers(current.current.rows, before.id, columnKey, before[columnKey], stored))
            void checkCell(peer, columnKey);
        }
      }
    },
    [checkCell, columnByKey, columns, current, update],
  );

  const onRowsChange = useCallback(
    (rows: GridRow[], data: RowsChangeData<GridRow, StatisticsRow>) =>
      applyUserEdits(
        data.indexes.map((index) => ({
          row: rows[index],
          columnKey: data.column.key,
          value: rows[index][data.column.key],
          index,
        })),
        { rows, written: data.indexes },
      ),
    [applyUserEdits],
  );

  const setCellByUser = useCallback(
    (row: GridRow, columnKey: string, value: unknown) => applyUserEdits([{ row, columnKey, value }]),
    [applyUserEdits],
  );

  const selectable = useCallback((row: GridRow) => !rowSelectionDisabled(row, latestProps.current.disabledRows), []);

  const reportSelection = useCallback(
    (ids: ReadonlySet<string>) => {
      const selectedRows = current.current.rows.filter((row) => ids.has(row.id));
      latestProps.current.onSelectionChange?.({ selectedRowIds: selectedRows.map((row) => row.id), selectedRows });
    },
    [current],
  );

  const selectByUser = useCallback(
    (ids: ReadonlySet<string>) => {
      replaceSelection(ids);
      reportSelection(ids);
    },
    [reportSelection, replaceSelection],
  );

  const insertRows = useCallback(
    (values: ValuesList, index: number, scrollToBottom = false) => {
      const added = valuesList(values, 1).map((rowValues) => blankRow(columns, rowValues));
      const at = Math.max(0, Math.min(index, current.current.rows.length));
      update((previous) => insertRowsAt(previous, added, at));
      const lastIndex = current.current.rows.length - 1;
      // After the next paint, when react-data-grid knows the new rows.
      if (scrollToBottom) requestAnimationFrame(() => gridRef.current?.scrollToCell({ rowIdx: lastIndex }));
      return { added, at };
    },
    [columns, current, gridRef, update],
  );

  const removeRows = useCallback(
    (ids: ReadonlySet<string>) => {
      const gone = current.current.rows.filter((row) => ids.has(row.id));
      update((previous) => removeRowsById(previous, ids));
      const kept = new Set([...latestSelection.current].filter((id) => !ids.has(id)));
      if (kept.size !== latestSelection.current.size) replaceSelection(kept);
      return gone;
    },
    [current, latestSelection, replaceSelection, update],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const { dragSort, dragSortKey = 'orderNum' } = latestProps.current;
      const before = current.current;
      return update((previous) => moveRowRenumbered(previous, from, to, dragSort ? dragSortKey : undefined)) !== before;
    },
    [current, update],
  );

  const moveByUser = useCallback(
    (from: number, to: number) => {
      if (move(from, to)) latestProps.current.onRowsMoved?.({ from, to, tableData: [...current.current.rows] });
    },
    [current, move],
  );

  /** 向下插入一行: clicks are throttled to one per 1500 ms; the extra ones are dropped. */
  const insertBelowByUser = useCallback(
    (rowIdx: number) => {
      if (!insertThrottle.accept(Date.now())) return;
      const { added, at } = insertRows(undefined, rowIdx + 1);
      latestProps.current.onRowsAdded?.({ rows: added, index: at });
    },
    [insertRows, insertThrottle],
  );

  const currentRows = useCallback(() => current.current.rows, [current]);

  const validate = useCallback(async () => {
    const found = await validateRows(current.current.rows, columns, latestProps.current.moneyDecimals);
    replaceErrors(found);
    const first = found[0];
    if (first) {
      const rowIdx = current.current.rows.findIndex((row) => row.id === first.rowKey);
      gridRef.current?.scrollToCell({ rowIdx });
    }
    return found;
  }, [columns, current, gridRef, replaceErrors]);

  const handle = useMemo<GridCoreHandle>(
    () => ({
      getAll: () => gridData(current.current),
      validate,
      addRows: (values, options = {}) => {
        const settings = { ...readAddRowSettings.current(), ...latestProps.current.addRowSettings };
        const index = options.index ?? addPosition(current.current.rows.length, settings.addIndex);
        return insertRows(valuesList(values, 1), index, options.scrollToBottom ?? false).added;
      },
      insertRows: (values, index) => insertRows(values, index).added,
      removeRows: (ids) => void removeRows(new Set(typeof ids === 'string' ? [ids] : ids)),
      moveRow: (from, to) => void move(from, to),
      setValues: (updates) => update((previous) => setRowValues(previous, updates)),
      getSelection: () => [...latestSelection.current],
      clearSelection: () => replaceSelection(new Set()),
    }),
    [current, insertRows, latestSelection, move, removeRows, replaceSelection, update, validate],
  );

  /** Runs a toolbar action unless it comes too fast after the previous click on it (300 ms). */
  const guarded = useCallback(
    (action: string, run: () => void | Promise<void>) => () => {
      const warning = clickGuard.check(action, Date.now());
      if (warning) {
        feedback.notice.message.warning(warning);
        return;
      }
      void run();
    },
    [clickGuard, feedback.notice],
  );

  const toolbar = {
    add: guarded('add', () => {
      const settings = { ...addRowSettings.read(), ...props.addRowSettings };
      const index = addPosition(current.current.rows.length, settings.addIndex);
      const { added, at } = insertRows(valuesList(undefined, settings.addRowNum), index, settings.addScrollToBottom);
      latestProps.current.onRowsAdded?.({ rows: added, index: at });
    }),
    save: guarded('save', async () => {
      const found = await validate();
      if (found.length === 0) latestProps.current.onSave?.(gridData(current.current));
    }),
    remove: guarded('remove', async () => {
      const ids = latestSelection.current;
      if (ids.size === 0) return;
      const confirmed = await feedback.confirm({ content: t('grid.deleteConfirm', { count: ids.size }), danger: true });
      if (!confirmed) return;
      const gone = removeRows(ids);
      latestProps.current.onRemove?.({ rows: gone, deleteData: [...current.current.removed] });
      reportSelection(new Set());
    }),
    clearSelection: guarded('clearSelection', () => selectByUser(new Set())),
  };

  const addSettings = {
    readSaved: addRowSettings.read,
    fixedByPage: props.addRowSettings ?? {},
    save: addRowSettings.save,
  };

  /** Back to the rows last given, with no marks and no selection (a form's reset): answers the rows. */
  const restartRows = useCallback(() => {
    const fresh = restart();
    replaceErrors([]);
    replaceSelection(new Set());
    return fresh;
  }, [replaceErrors, replaceSelection, restart]);

  const rowState = { state, given, changed, restart: restartRows };

  return {
    columns,
    rows: state.rows,
    drawnRows,
    addSettings,
    current,
    update,
    rowState,
    errors,
    replaceErrors,
    highlighted,
    selection,
    selectable,
    selectByUser,
    onRowsChange,
    applyUserEdits,
    setCellByUser,
    checkCell,
    moveByUser,
    insertBelowByUser,
    currentRows,
    handle,
    toolbar,
  };
}
