import type { CellKeyDownArgs, CellKeyboardEvent } from 'react-data-grid';
import { handledByEditor } from '../cells/editor-handled-keys';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';

/** The cell of a column in the row drawn at `rowIdx`, if it is drawn (aria-rowindex counts the header row as 1). */
export function drawnCell(frame: HTMLElement | null, rowIdx: number, columnKey: string): HTMLElement | undefined {
  if (!frame || rowIdx < 0) return undefined;
  const row = frame.querySelector(`.rdg-row[aria-rowindex="${rowIdx + 2}"]`);
  return (
    row?.querySelector(`[data-column="${CSS.escape(columnKey)}"]`)?.closest<HTMLElement>('[role="gridcell"]') ??
    undefined
  );
}

/**
 * The grid's keys beside react-data-grid's: F2 opens the active cell's editor, as in spreadsheets
 * (react-data-grid reserves F-keys); a key the open editor acted on itself is not acted on again.
 */
export function gridKeyDown(args: CellKeyDownArgs<GridRow, StatisticsRow>, event: CellKeyboardEvent): void {
  if (args.mode === 'EDIT' && handledByEditor(event.nativeEvent)) {
    event.preventGridDefault();
    return;
  }
  if (args.mode !== 'ACTIVE' || event.key !== 'F2' || !args.column) return;
  event.preventGridDefault();
  args.setActivePosition({ idx: args.column.idx, rowIdx: args.rowIdx }, { enableEditor: true });
}
