import '../../core/i18n/catalogues/grid-rows';
import styled from '@emotion/styled';
import type { Column } from 'react-data-grid';
import { t } from '../../core/i18n';
import { color } from '../../core/ui';
import type { GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import type { ShownTree, TreeShape } from '../model/tree-rows';

/** Indentation per tree level, in px. */
const LEVEL_INDENT = 16;

const TreeCell = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  block-size: 100%;
  min-inline-size: 0;

  > :last-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

/** Its − / + is drawn by CSS: the cell's text stays the node's own (its name is the aria-label). */
const Expander = styled.button`
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: 2px;
  background: ${color.bg};
  color: ${color.text};
  cursor: pointer;
  line-height: 1;

  &::before {
    content: '+';
  }
  &[aria-expanded='true']::before {
    content: '−';
  }
`;

const NoExpander = styled.span`
  flex: none;
  inline-size: 20px;
`;

const Placeholder = styled.span`
  color: ${color.textSecondary};
`;

export interface TreeColumnContext {
  shown: ShownTree;
  shape: TreeShape;
  onToggle: (row: GridRow) => void;
}

/**
 * A data column of the tree table: the first one indents each row by its level and carries
 * the expander; placeholder rows show only their 'loading...' there and cannot be edited.
 */
export function treeColumn(
  column: Column<GridRow, StatisticsRow>,
  first: boolean,
  { shown, shape, onToggle }: TreeColumnContext,
): Column<GridRow, StatisticsRow> {
  const { renderCell, editable } = column;
  return {
    ...column,
    editable: (row) =>
      !shown.placeholders.has(row.id) && (typeof editable === 'function' ? editable(row) : Boolean(editable)),
    renderCell: (props) => {
      const { row } = props;
      const depth = shown.depth.get(row.id) ?? 0;
      if (shown.placeholders.has(row.id)) {
        return first ? (
          <TreeCell style={{ paddingInlineStart: depth * LEVEL_INDENT }} data-tree-placeholder="">
            <NoExpander />
            <Placeholder aria-busy="true">{String(row[column.key] ?? '')}</Placeholder>
          </TreeCell>
        ) : null;
      }
      const content = renderCell?.(props) ?? null;
      if (!first) return content;
      const expanded = shape.expanded.has(row.id);
      return (
        <TreeCell style={{ paddingInlineStart: depth * LEVEL_INDENT }} data-tree-level={depth}>
          {shown.expandable.has(row.id) ? (
            <Expander
              type="button"
              tabIndex={props.tabIndex}
              aria-expanded={expanded}
              aria-label={t(expanded ? 'gridRows.collapseRow' : 'gridRows.expandRow')}
              onClick={(event) => {
                // The expander is not a click on the row (no sub-form toggle).
                event.stopPropagation();
                onToggle(row);
              }}
              onKeyDown={(event) => {
                // Enter and Space press the expander; the grid would open the cell's editor.
                if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
              }}
            />
          ) : (
            <NoExpander />
          )}
          <div>{content}</div>
        </TreeCell>
      );
    },
  };
}
