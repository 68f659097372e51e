import gridCss from 'react-data-grid/lib/styles.css?inline';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid, renderTextEditor, type Column } from 'react-data-grid';
import {
  COLUMN_COUNT,
  COLUMN_WIDTH,
  columnKey,
  GRID_HEIGHT,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  exposeBench,
  type BenchGrid,
  type BenchRow,
} from '../contract';

// Raw react-data-grid (the version our grid is built on) with its own text editor.
const columns: Column<BenchRow>[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  key: columnKey(index),
  name: `C${index}`,
  width: COLUMN_WIDTH,
  renderEditCell: renderTextEditor,
}));
let host: HTMLElement | null = null;

function Grid({ initial, onCommit }: { initial: BenchRow[]; onCommit: (value: string) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <DataGrid
      className="rdg-light"
      columns={columns}
      rows={rows}
      rowKeyGetter={(row) => row.id}
      rowHeight={ROW_HEIGHT}
      headerRowHeight={HEADER_HEIGHT}
      style={{ blockSize: GRID_HEIGHT }}
      onRowsChange={(next, { indexes, column }) => {
        setRows(next);
        const edited = next[indexes[0] ?? -1];
        if (edited) onCommit(edited[column.key] ?? '');
      }}
    />
  );
}

const bench: BenchGrid = {
  mount(target, rows) {
    host = target;
    const style = document.createElement('style');
    style.textContent = gridCss;
    document.head.append(style);
    createRoot(target).render(<Grid initial={rows} onCommit={(value) => (bench.lastCommit = value)} />);
  },
  scroller: () => host?.querySelector<HTMLElement>('.rdg') ?? null,
  cellSelector: (rowIdx, columnIdx) =>
    `.rdg-row[aria-rowindex="${rowIdx + 2}"] > [role="gridcell"][aria-colindex="${columnIdx + 1}"]`,
  lastCommit: undefined,
};
exposeBench(bench);
