import { createApp, h, shallowRef } from 'vue';
import VxeTable, { VxeGrid } from 'vxe-table/es/index.esm.js';
import vxeCss from 'vxe-table/lib/style.css?inline';
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

// vxe-table 4 (the base of JeecgBoot's JVxeTable), with virtual rows and columns and its native
// input editor opened by a double click, as JeecgBoot configures it.
const columns = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  field: columnKey(index),
  title: `C${index}`,
  width: COLUMN_WIDTH,
  className: `bench-${columnKey(index)}`,
  editRender: { name: 'input', autoFocus: 'input' },
}));
let host: HTMLElement | null = null;

const bench: BenchGrid = {
  mount(target, rows) {
    host = target;
    // The bench's page has no stylesheet link of its own: the CSS goes in with the script, as for react-data-grid.
    const style = document.createElement('style');
    style.textContent = vxeCss;
    document.head.append(style);
    const data = shallowRef(rows);
    const app = createApp({
      render: () =>
        h(VxeGrid, {
          data: data.value,
          columns,
          height: GRID_HEIGHT,
          border: true,
          // Overflowing text is cut with its title as the tooltip (the tooltip component is another package).
          showOverflow: 'title',
          rowConfig: { keyField: 'id' },
          cellConfig: { height: ROW_HEIGHT },
          headerCellConfig: { height: HEADER_HEIGHT },
          columnConfig: { resizable: false },
          editConfig: { trigger: 'dblclick', mode: 'cell' },
          keyboardConfig: { isArrow: true, isEnter: true, isEdit: true },
          mouseConfig: { selected: true },
          virtualYConfig: { enabled: true, gt: 0 },
          virtualXConfig: { enabled: true, gt: 0 },
          onEditClosed: ({ row, column }: { row: BenchRow; column: { field: string } }) =>
            (bench.lastCommit = row[column.field]),
        }),
    });
    app.use(VxeTable);
    app.mount(target);
  },
  // vxe-table 4.21 scrolls its rows through its own virtual scroll bar, not the body.
  scroller: () => host?.querySelector<HTMLElement>('.vxe-table--scroll-y-handle') ?? null,
  cellSelector: (rowIdx, columnIdx) =>
    `.vxe-table--body-wrapper .vxe-body--row[rowid="${rowIdx + 1}"] > .bench-${columnKey(columnIdx)}`,
  lastCommit: undefined,
  // vxe-table keeps its input in the cell for reuse after the edit closed; an open edit marks the cell active.
  editorOpen: () => host?.querySelector('.vxe-body--column.col--active') != null,
};
exposeBench(bench);
