import '../../core/i18n/catalogues/grid';
import type { ReactElement } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import { t } from '../../core/i18n';
import { ContextMenu, useContextMenu } from '../../core/ui';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import type { GridRowMenuItem, RowMenuChoice } from './editable-grid-props';

export interface RowMenu {
  /** react-data-grid's cell context-menu handler; undefined when the host offers no items. */
  onCellContextMenu?: (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => void;
  /** The open menu, drawn inside the grid (and so inside `<farm-grid>`'s shadow root). */
  menu: ReactElement | null;
}

/**
 * The right-click menu of a row (widgets spec 2.2): the host's items for the row under the
 * pointer or the focused cell (Shift+F10 and the context-menu key fire `contextmenu` on it). The
 * cell becomes the active one, so Escape, Tab or a click outside hands focus back to it.
 */
export function useRowMenu(
  items: readonly GridRowMenuItem[] | ((row: GridRow) => readonly GridRowMenuItem[]) | undefined,
  onSelect: ((choice: RowMenuChoice) => void) | undefined,
  isPlaceholder: (row: GridRow) => boolean,
): RowMenu {
  const context = useContextMenu<GridRow>();
  if (!items) return { menu: null };
  const itemsOf = (row: GridRow) => (typeof items === 'function' ? items(row) : items);
  const onCellContextMenu = (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
    if (isPlaceholder(args.row) || itemsOf(args.row).length === 0) return;
    args.setActivePosition();
    context.open(event, args.row);
  };
  const opened = context.opened;
  const menu = opened ? (
    <ContextMenu
      x={opened.x}
      y={opened.y}
      aria-label={t('grid.rowMenu')}
      items={itemsOf(opened.target)}
      onSelect={(key) => onSelect?.({ key, rowKey: opened.target.id, row: opened.target })}
      onClose={context.close}
    />
  ) : null;
  return { onCellContextMenu, menu };
}
