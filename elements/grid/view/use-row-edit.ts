import { useCallback, useMemo, useRef, type RefObject } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { useLatest } from './use-latest';

/** react-data-grid's cell while it holds an editor. */
const EDIT_CELL = '.rdg-editor-container';

/** The drag-sort handle of a row (a press on it may start dragging the row away). */
const DRAG_HANDLE = '[draggable="true"]';

/** What a press inside the editing row does, decided before the grid reacts to it. */
type InRowPress = 'keep' | 'move';

/** An open editor: how to end it keeping its value. */
export interface OpenEditor {
  commit: () => void;
}

export interface RowEdit {
  /** An editor calls it when it opens; the answer detaches it. */
  attach: (editor: OpenEditor) => () => void;
  onCellMouseDown: (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => void;
}

/**
 * Widgets spec 4: an edit ends on a click outside its row, except on the editor's own lists,
 * pickers and pop-ups (they are drawn inside the editing cell). Inside the row, a press on
 * another editable cell moves the edit there; a press on any other cell of the row (its number,
 * check box, a read-only value) leaves the edit open and the focus in the editor. The drag
 * handle starts a move of the row, so it ends the edit like a press outside.
 *
 * react-data-grid ends an edit on any press outside the cell; its columns opt out of that
 * (`commitOnOutsideClick: false`) and this decides instead, in the capture phase of the press,
 * before any part of the page reacts to it.
 */
export function useRowEdit(
  frame: RefObject<HTMLElement | null>,
  isEditableColumn: (columnKey: string) => boolean,
): RowEdit {
  const inRowPress = useRef<InRowPress | null>(null);
  const editable = useLatest(isEditableColumn);

  const attach = useCallback(
    (editor: OpenEditor) => {
      const onPress = (event: MouseEvent) => {
        inRowPress.current = null;
        const editCell = frame.current?.querySelector<HTMLElement>(EDIT_CELL);
        if (!editCell) return;
        const path = event.composedPath();
        if (path.includes(editCell)) return;
        const row = editCell.parentElement;
        const cell =
          row && path.includes(row)
            ? path.find((node): node is HTMLElement => node instanceof HTMLElement && node.parentElement === row)
            : undefined;
        const columnKey = cell?.dataset.column;
        if (cell && !cell.querySelector(DRAG_HANDLE)) {
          const moves = columnKey !== undefined && editable.current(columnKey);
          inRowPress.current = moves ? 'move' : 'keep';
          if (!moves) return;
        }
        // Leaving the row, or moving within it: the value typed so far is kept.
        editor.commit();
      };
      window.addEventListener('mousedown', onPress, { capture: true });
      return () => window.removeEventListener('mousedown', onPress, { capture: true });
    },
    [editable, frame],
  );

  const onCellMouseDown = useCallback((args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
    const press = inRowPress.current;
    inRowPress.current = null;
    if (!press) return;
    event.preventGridDefault();
    // The press must not move the focus when it ends: the open editor holds it (the row's own
    // controls still act on the click that follows).
    event.preventDefault();
    if (press === 'move') args.setActivePosition(true);
  }, []);

  return useMemo(() => ({ attach, onCellMouseDown }), [attach, onCellMouseDown]);
}
