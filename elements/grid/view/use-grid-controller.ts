import { type RefObject, useCallback } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import type { ConfirmFn, NoticeApi } from '../../core/ui';
import { replaceErrors, restartRows } from '../model/grid-state';
import type { GridColumn } from '../model/grid-types';
import type { CellError } from '../model/grid-validation';
import type { EditableGridProps } from './editable-grid-props';
import { useSavedAddRowSettings } from './use-add-row-settings';
import { useGridHandle } from './use-grid-handle';
import type { GridStore } from './use-grid-store';
import type { GridState } from '../model/grid-state';
import { useLatest } from './use-latest';
import { useRowActions } from './use-row-actions';
import { useUserEdits } from './use-user-edits';

const NO_COLUMNS: readonly GridColumn[] = [];

/**
 * Everything the grid decides: its state in one store (rows, edits, errors, selection,
 * expansion), and the user's, the toolbar's and the ref's actions on it. Props are read by the
 * actions as last committed, so the actions keep their identity while the host re-renders.
 */
export function useGridController(
  props: EditableGridProps,
  { store, state }: { store: GridStore; state: GridState },
  gridRef: RefObject<DataGridHandle | null>,
  feedback: { notice: NoticeApi; confirm: ConfirmFn },
) {
  const columns = props.columns ?? NO_COLUMNS;
  const latestProps = useLatest(props);
  const addRowSettings = useSavedAddRowSettings(props.settingsKey);
  const edits = useUserEdits(store, columns, latestProps);
  const actions = useRowActions(store, columns, latestProps, gridRef);
  const { handle, toolbar } = useGridHandle({
    store,
    columns,
    latestProps,
    gridRef,
    actions,
    addRowSettings,
    feedback,
  });

  const showErrors = useCallback(
    (found: readonly CellError[]) => void store.update((current) => replaceErrors(current, found)),
    [store],
  );

  /** Back to the rows last given, with no marks and no selection (a form's reset): answers the rows. */
  const restart = useCallback(() => store.update(restartRows).rowState, [store]);

  const addSettings = {
    readSaved: addRowSettings.read,
    fixedByPage: props.addRowSettings ?? {},
    save: addRowSettings.save,
  };

  return {
    store,
    state,
    columns,
    rows: state.rowState.rows,
    addSettings,
    restart,
    errors: state.errors,
    replaceErrors: showErrors,
    highlighted: state.highlighted,
    selected: state.selected,
    ...edits,
    ...actions,
    handle,
    toolbar,
  };
}
