import { ClientSideRowModelModule, createGrid, ModuleRegistry, TextEditorModule, type ColDef } from 'ag-grid-community';
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

// AG Grid Community with only the modules this grid needs (client-side rows, text editor).
ModuleRegistry.registerModules([ClientSideRowModelModule, TextEditorModule]);

const columnDefs: ColDef<BenchRow>[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  field: columnKey(index),
  headerName: `C${index}`,
  width: COLUMN_WIDTH,
  editable: true,
}));
let host: HTMLElement | null = null;

const bench: BenchGrid = {
  mount(target, rows) {
    host = target;
    target.style.blockSize = `${GRID_HEIGHT}px`;
    createGrid<BenchRow>(target, {
      columnDefs,
      rowData: rows,
      rowHeight: ROW_HEIGHT,
      headerHeight: HEADER_HEIGHT,
      getRowId: ({ data }) => data.id,
      onCellValueChanged: (event) => (bench.lastCommit = String(event.newValue)),
    });
  },
  scroller: () => host?.querySelector<HTMLElement>('.ag-grid-viewport') ?? null,
  cellSelector: (rowIdx, columnIdx) => `.ag-row[row-index="${rowIdx}"] .ag-cell[col-id="${columnKey(columnIdx)}"]`,
  lastCommit: undefined,
};
exposeBench(bench);
