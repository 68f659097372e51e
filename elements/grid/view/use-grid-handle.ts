import '../../core/i18n/catalogues/grid';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { t } from '../../core/i18n';
import type { ConfirmFn, NoticeApi } from '../../core/ui';
import { createClickGuard } from '../../core/validation';
import { replaceErrors, updateRows } from '../model/grid-state';
import type { GridColumn } from '../model/grid-types';
import { validateRows } from '../model/grid-validation';
import { addPosition, gridData, setRowValues } from '../model/row-state';
import { valuesList } from '../model/rows-input';
import type { EditableGridProps, GridCoreHandle } from './editable-grid-props';
import type { useSavedAddRowSettings } from './use-add-row-settings';
import type { GridStore } from './use-grid-store';
import type { useRowActions } from './use-row-actions';

interface HandleParts {
  store: GridStore;
  columns: readonly GridColumn[];
  latestProps: Readonly<RefObject<EditableGridProps>>;
  gridRef: RefObject<DataGridHandle | null>;
  actions: ReturnType<typeof useRowActions>;
  addRowSettings: ReturnType<typeof useSavedAddRowSettings>;
  feedback: { notice: NoticeApi; confirm: ConfirmFn };
}

/** The ref's methods and the toolbar's actions, over the grid's store. */
export function useGridHandle({
  store,
  columns,
  latestProps,
  gridRef,
  actions,
  addRowSettings,
  feedback,
}: HandleParts) {
  const [clickGuard] = useState(() => createClickGuard());
  const { insertRows, removeRows, move, replaceSelection, reportSelection, selectByUser } = actions;
  const readSettings = addRowSettings.read;

  const validate = useCallback(async () => {
    const { rows } = store.getState().rowState;
    const found = await validateRows(rows, columns, latestProps.current.moneyDecimals);
    store.update((state) => replaceErrors(state, found));
    const first = found[0];
    if (first) gridRef.current?.scrollToCell({ rowIdx: rows.findIndex((row) => row.id === first.rowKey) });
    return found;
  }, [columns, gridRef, latestProps, store]);

  const handle = useMemo<GridCoreHandle>(
    () => ({
      getAll: () => gridData(store.getState().rowState),
      validate,
      addRows: (values, options = {}) => {
        const settings = { ...readSettings(), ...latestProps.current.addRowSettings };
        const index = options.index ?? addPosition(store.getState().rowState.rows.length, settings.addIndex);
        return insertRows(valuesList(values, 1), index, options.scrollToBottom ?? false).added;
      },
      insertRows: (values, index) => insertRows(values, index).added,
      removeRows: (ids) => void removeRows(new Set(typeof ids === 'string' ? [ids] : ids)),
      moveRow: (from, to) => void move(from, to),
      setValues: (updates) => void store.update((state) => updateRows(state, (rows) => setRowValues(rows, updates))),
      getSelection: () => [...store.getState().selected],
      clearSelection: () => void replaceSelection(new Set()),
    }),
    [insertRows, latestProps, move, readSettings, removeRows, replaceSelection, store, validate],
  );

  /** Runs a toolbar action unless it comes too fast after the previous click on it (300 ms). */
  const guarded = (action: string, run: () => void | Promise<void>) => () => {
    const warning = clickGuard.check(action, Date.now());
    if (warning) {
      feedback.notice.message.warning(warning);
      return;
    }
    void run();
  };

  const toolbar = {
    add: guarded('add', () => {
      const settings = { ...readSettings(), ...latestProps.current.addRowSettings };
      const index = addPosition(store.getState().rowState.rows.length, settings.addIndex);
      const { added, at } = insertRows(valuesList(undefined, settings.addRowNum), index, settings.addScrollToBottom);
      latestProps.current.onRowsAdded?.({ rows: added, index: at });
    }),
    save: guarded('save', async () => {
      const found = await validate();
      if (found.length === 0) latestProps.current.onSave?.(gridData(store.getState().rowState));
    }),
    remove: guarded('remove', async () => {
      const ids = store.getState().selected;
      if (ids.size === 0) return;
      const confirmed = await feedback.confirm({ content: t('grid.deleteConfirm', { count: ids.size }), danger: true });
      if (!confirmed) return;
      const gone = removeRows(ids);
      latestProps.current.onRemove?.({ rows: gone, deleteData: [...store.getState().rowState.removed] });
      reportSelection(new Set());
    }),
    clearSelection: guarded('clearSelection', () => selectByUser(new Set())),
  };

  return { handle, toolbar, validate };
}
