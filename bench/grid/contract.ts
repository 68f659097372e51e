/** What every contender's page offers the grid benchmark, on `window.benchGrid`. */
export interface BenchRow {
  id: string;
  [column: string]: string;
}

export interface BenchGrid {
  /** Draws the grid of `rows` into `host` (the bench times it until the first cell shows). */
  mount(host: HTMLElement, rows: BenchRow[]): void;
  /** The element whose scrollTop scrolls the rows. */
  scroller(): HTMLElement | null;
  /** A CSS selector of the drawn cell at a data row and column (0-based). */
  cellSelector(rowIdx: number, columnIdx: number): string;
  /** The value of the last edit the grid committed to its rows (its change event). */
  lastCommit: string | undefined;
  /** Whether a cell editor is open, for a grid that keeps its input in the DOM after an edit (default: any text input in the grid). */
  editorOpen?: () => boolean;
}

declare global {
  interface Window {
    benchGrid: BenchGrid;
    makeBenchRows: (count: number) => BenchRow[];
  }
}

export const COLUMN_COUNT = 20;
/** Every contender draws rows and a header of our grid's heights, so each draws the same rows per screen. */
export const ROW_HEIGHT = 61;
/** Our grid's header at its default (medium) size. */
export const HEADER_HEIGHT = 40;
export const GRID_HEIGHT = 600;
export const COLUMN_WIDTH = 120;

export const columnKey = (index: number) => `c${index}`;
export const cellText = (rowIdx: number, columnIdx: number) => `r${rowIdx}c${columnIdx}`;

/** The bench's rows: an id and 20 short texts each. */
export function benchRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, rowIdx) => {
    const row: BenchRow = { id: String(rowIdx + 1) };
    for (let column = 0; column < COLUMN_COUNT; column += 1) row[columnKey(column)] = cellText(rowIdx, column);
    return row;
  });
}

/** Puts a contender on the page for the bench, with the row maker every page shares. */
export function exposeBench(bench: BenchGrid): void {
  window.benchGrid = bench;
  window.makeBenchRows = benchRows;
}
