import { createRoot } from 'react-dom/client';
import { EditableGrid } from '../../../elements/grid';
import {
  COLUMN_COUNT,
  COLUMN_WIDTH,
  columnKey,
  columnTypeOf,
  GRID_HEIGHT,
  exposeBench,
  pageColumnSet,
  type BenchGrid,
} from '../contract';

// Our EditableGrid as a React host uses it: 20 editable columns (text inputs, or with dates the
// product's date, datetime and time pickers), no toolbar.
const set = pageColumnSet();
const columns = Array.from({ length: COLUMN_COUNT }, (_, index) => {
  const type = columnTypeOf(set, index);
  return { key: columnKey(index), title: `C${index}`, width: COLUMN_WIDTH, ...(type === 'text' ? {} : { type }) };
});
let host: HTMLElement | null = null;

const bench: BenchGrid = {
  mount(target, rows) {
    host = target;
    createRoot(target).render(
      <EditableGrid
        columns={columns}
        rows={rows}
        toolbar={false}
        maxHeight={GRID_HEIGHT}
        onCellChange={(change) => (bench.lastCommit = String(change.value))}
      />,
    );
  },
  scroller: () => host?.querySelector<HTMLElement>('.rdg') ?? null,
  cellSelector: (rowIdx, columnIdx) =>
    `.rdg-row[aria-rowindex="${rowIdx + 2}"] > [role="gridcell"][aria-colindex="${columnIdx + 1}"]`,
  lastCommit: undefined,
};
exposeBench(bench);
