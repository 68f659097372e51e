import '../../core/i18n/catalogues/grid-rows';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import { t } from '../../core/i18n';
import { useNotice } from '../../core/ui';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import { openWithRetries, subFormAfterClick } from '../model/sub-form-open';
import { useLatest } from './use-latest';

/** Where the open popover hangs: under its row, as wide as the grid. */
export interface SubFormPlace {
  rowKey: string;
  top: number;
  width: number;
}

/**
 * The sub-form popover's state: a click on a row's data cell opens it under the row, a second
 * click on the same row closes it, a click on another row reopens it there. The row's element
 * is looked for at once and up to 3 more times 100 ms apart (it may still be drawing), then
 * 打开子表失败.
 */
export function useSubForm(
  enabled: boolean,
  isDataColumn: (columnKey: string) => boolean,
  drawnIndexOf: (rowKey: string) => number,
  onToggle: (rowKey: string | null) => void,
) {
  const { message } = useNotice();
  /** A zero-height layer right after the grid: the popover is placed relative to it. */
  const layer = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<SubFormPlace | null>(null);
  const openKey = useRef<string | null>(null);
  const cancelRetries = useRef<() => void>(() => undefined);
  const outside = useLatest({ drawnIndexOf, onToggle });

  const rowElement = useCallback(
    (rowKey: string): HTMLElement | null => {
      const index = outside.current.drawnIndexOf(rowKey);
      const frame = layer.current?.parentElement;
      if (index < 0 || !frame) return null;
      // aria-rowindex counts the header row as 1.
      return frame.querySelector<HTMLElement>(`.rdg-row[aria-rowindex="${index + 2}"]`);
    },
    [outside],
  );

  const placeUnder = useCallback((rowKey: string, row: HTMLElement): SubFormPlace => {
    const layerTop = layer.current?.getBoundingClientRect().top ?? 0;
    return {
      rowKey,
      top: row.getBoundingClientRect().bottom - layerTop,
      width: row.closest('.rdg')?.clientWidth ?? row.clientWidth,
    };
  }, []);

  const show = useCallback(
    (rowKey: string | null) => {
      cancelRetries.current();
      openKey.current = rowKey;
      if (rowKey === null) {
        setPlace(null);
        outside.current.onToggle(null);
        return;
      }
      cancelRetries.current = openWithRetries({
        locate: () => rowElement(rowKey),
        onOpen: (row) => {
          setPlace(placeUnder(rowKey, row));
          outside.current.onToggle(rowKey);
        },
        onFail: () => {
          openKey.current = null;
          setPlace(null);
          message.error(t('gridRows.subFormFailed'));
        },
      });
    },
    [message, outside, placeUnder, rowElement],
  );

  const toggle = useCallback((rowKey: string) => show(subFormAfterClick(openKey.current, rowKey)), [show]);
  const close = useCallback(() => show(null), [show]);

  const onCellClick = useCallback(
    (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
      // Shift+click spans a copy range; clicks on selection, number and drag columns are theirs.
      if (!enabled || event.shiftKey || !isDataColumn(args.column.key)) return;
      toggle(args.row.id);
    },
    [enabled, isDataColumn, toggle],
  );

  // The popover follows its row while the grid scrolls (and stays put while the row is not drawn).
  const openRow = place?.rowKey;
  useEffect(() => {
    const grid = layer.current?.parentElement?.querySelector('.rdg');
    if (openRow === undefined || !grid) return undefined;
    const follow = () => {
      const row = rowElement(openRow);
      if (row) setPlace(placeUnder(openRow, row));
    };
    grid.addEventListener('scroll', follow, { passive: true });
    return () => grid.removeEventListener('scroll', follow);
  }, [openRow, placeUnder, rowElement]);

  useEffect(() => () => cancelRetries.current(), []);

  return { layer, place, toggle, close, onCellClick };
}
