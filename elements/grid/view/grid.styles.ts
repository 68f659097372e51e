import styled from '@emotion/styled';
import { color, fontFamily, fontSize, radius, tint } from '../../core/ui';
import { ROW_HEIGHT, SIZE_CONTROL_HEIGHT, type GridSize } from '../model/grid-constants';

/** react-data-grid's own colours, taken from the theme so a host restyles the grid with --farm-*. */
export const GridFrame = styled.div<{ $size: GridSize }>`
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};

  .rdg {
    --rdg-background-color: ${color.bg};
    --rdg-header-background-color: ${color.bgHover};
    --rdg-row-hover-background-color: ${color.bgHover};
    --rdg-row-selected-background-color: ${color.primaryLight};
    --rdg-row-selected-hover-background-color: ${color.primaryLight};
    --rdg-selection-color: ${color.primary};
    --rdg-checkbox-focus-color: ${color.primary};
    --rdg-border-color: ${color.border};
    --rdg-color: ${color.text};
    --rdg-font-size: ${fontSize};
    border-radius: ${radius};
    color-scheme: inherit;
  }

  .rdg-header-row {
    block-size: ${({ $size }) => SIZE_CONTROL_HEIGHT[$size] + 8}px;
  }

  /* row-expand: the expand cell shows the content hanging under its row; the row's other cells keep their content in the row's first 61 px. */
  .farm-row-expand-cell {
    overflow: visible;
    align-content: start;
  }
  .farm-row-expanded > .rdg-cell {
    align-content: start;
  }
  .farm-row-expanded > .rdg-cell > [data-column] {
    block-size: ${ROW_HEIGHT}px;
  }

  /*
   * A cell's content. Plain CSS on a class, not a styled component per cell: a scroll frame draws
   * hundreds of cells, and each styled instance would serialise and hash its styles again.
   * data-invalid: a failing cell (red edge, the message under the pointer); data-reloaded: a
   * value a reload changed, highlighted for a moment.
   */
  .farm-cell {
    box-sizing: border-box;
    block-size: 100%;
    display: flex;
    flex-direction: column;
    justify-content: center;
    overflow: hidden;
  }
  .farm-cell[data-invalid] {
    box-shadow: inset 0 0 0 1px ${color.danger};
  }
  .farm-cell[data-reloaded] {
    background: ${tint(color.warning, 25)};
  }

  /* A copied range (shift+click, shift+arrows). */
  .farm-grid-in-range {
    background-color: ${color.primaryLight};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 8px;
`;

export const SelectionInfo = styled.span`
  color: ${color.textSecondary};
`;

export const CellError = styled.div`
  color: ${color.danger};
  font-size: 12px;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const SummaryLabel = styled.span`
  font-weight: 600;
`;

export const PaginationRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: 12px;
`;

/** An open editor with room for its rule message under the text box. */
export const EditorFrame = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  & > :first-child {
    flex: 1 1 auto;
    block-size: auto;
    min-block-size: 0;
  }
`;

export const HeaderWithExtra = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const HeaderExtra = styled.span`
  display: inline-flex;
  flex: none;
`;
