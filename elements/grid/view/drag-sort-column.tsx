import '../../core/i18n/catalogues/grid';
import styled from '@emotion/styled';
import type { Column } from 'react-data-grid';
import { t } from '../../core/i18n';
import { color } from '../../core/ui';
import { SELECTION_WIDTH, SELECTION_WIDTH_WITH_STATISTICS } from '../model/grid-constants';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';

export const ROW_DRAG_KEY = 'farm-row-drag-sort';
/** The drag's payload type: a row index of this grid. */
export const ROW_DRAG_TYPE = 'application/x-farm-grid-row';

const Handle = styled.span`
  cursor: grab;
  color: ${color.textSecondary};
  user-select: none;
  &:focus-visible {
    outline: 2px solid ${color.primary};
  }
`;

const InsertBelow = styled.button`
  border: none;
  padding: 0 2px;
  background: none;
  color: ${color.primary};
  cursor: pointer;
  font: inherit;
`;

/**
 * row-drag-sort: a handle to drag the row, or to move it with Alt+ArrowUp / Alt+ArrowDown,
 * and a button inserting a new row below it.
 */
export function dragSortColumn(
  withStatistics: boolean,
  moveBy: (rowIdx: number, delta: -1 | 1) => void,
  insertBelow: (rowIdx: number) => void,
): Column<GridRow, StatisticsRow> {
  const width = withStatistics ? SELECTION_WIDTH_WITH_STATISTICS : SELECTION_WIDTH;
  return {
    key: ROW_DRAG_KEY,
    name: '',
    width,
    minWidth: width,
    maxWidth: width,
    frozen: true,
    renderCell: ({ rowIdx }) => (
      <>
        <Handle
          role="button"
          tabIndex={0}
          draggable
          aria-label={t('grid.dragSort')}
          title={t('grid.dragSort')}
          data-drag-handle=""
          onDragStart={(event) => {
            event.dataTransfer.setData(ROW_DRAG_TYPE, String(rowIdx));
            event.dataTransfer.effectAllowed = 'move';
          }}
          onKeyDown={(event) => {
            if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            event.stopPropagation();
            moveBy(rowIdx, event.key === 'ArrowUp' ? -1 : 1);
          }}
        >
          ⋮⋮
        </Handle>
        <InsertBelow
          type="button"
          aria-label={t('grid.insertBelow')}
          title={t('grid.insertBelow')}
          onClick={() => insertBelow(rowIdx)}
        >
          +
        </InsertBelow>
      </>
    ),
  };
}
