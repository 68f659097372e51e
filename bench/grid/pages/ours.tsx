import { createRoot } from 'react-dom/client';
import { EditableGrid } from '../../../elements/grid';
import { COLUMN_COUNT, COLUMN_WIDTH, columnKey, GRID_HEIGHT, exposeBench, type BenchGrid } from '../contract';

// Our EditableGrid as a React host uses it: 20 editable text (input) columns, no toolbar.
const columns = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  key: columnKey(index),
  title: `C${index}`,
  width: COLUMN_WIDTH,
}));
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
