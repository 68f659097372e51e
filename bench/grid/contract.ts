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

/**
 * The columns a page draws: 20 texts, or (`dates`) a text first, then date, datetime, time and
 * text columns in turn. The first column is text in both, so every grid's mount ends at `r0c0`;
 * the second, the one edited, is a date in `dates`.
 */
export type ColumnSet = 'text' | 'dates';
export type BenchColumnType = 'text' | 'date' | 'datetime' | 'time';

const DATE_TURNS: readonly BenchColumnType[] = ['text', 'date', 'datetime', 'time'];

export function columnTypeOf(set: ColumnSet, columnIdx: number): BenchColumnType {
  return set === 'dates' && columnIdx > 0 ? (DATE_TURNS[columnIdx % DATE_TURNS.length] ?? 'text') : 'text';
}

/** What the edit types into the second column: 10 characters either way. */
export const editedText = (set: ColumnSet) => (set === 'dates' ? '2027-12-31' : 'abcdefghij');

/**
 * Whether the edit ends with Enter: a text editor commits on it; our date cell's picker stores a
 * complete date as it is typed and closes (an Enter then would open the cell's editor again).
 */
export const endsWithEnter = (set: ColumnSet, page: string) => set === 'text' || !page.startsWith('ours');

/** The events an edit is timed over: the double-click; Control and A; each key going down and its text going in; Enter. */
export const editEvents = (set: ColumnSet, page: string) =>
  1 + 2 + editedText(set).length * 2 + (endsWithEnter(set, page) ? 1 : 0);

const two = (value: number) => String(value).padStart(2, '0');

/** A row's value in a column of this type: distinct per row, in the spec's formats. */
function cellValue(type: BenchColumnType, rowIdx: number, columnIdx: number): string {
  const day = `2026-${two((rowIdx % 12) + 1)}-${two((rowIdx % 28) + 1)}`;
  const time = `${two(rowIdx % 24)}:${two(columnIdx % 60)}:${two(rowIdx % 60)}`;
  if (type === 'date') return day;
  if (type === 'datetime') return `${day} ${time}`;
  if (type === 'time') return time;
  return cellText(rowIdx, columnIdx);
}

/** The bench's rows: an id and 20 short values each. */
export function benchRows(count: number, set: ColumnSet = 'text'): BenchRow[] {
  const types = Array.from({ length: COLUMN_COUNT }, (_, column) => columnTypeOf(set, column));
  return Array.from({ length: count }, (_, rowIdx) => {
    const row: BenchRow = { id: String(rowIdx + 1) };
    types.forEach((type, column) => {
      row[columnKey(column)] = cellValue(type, rowIdx, column);
    });
    return row;
  });
}

/** The column set the page was opened with (`?columns=dates`); text by default. */
export function pageColumnSet(): ColumnSet {
  return new URLSearchParams(location.search).get('columns') === 'dates' ? 'dates' : 'text';
}

/** Puts a contender on the page for the bench, with the row maker every page shares. */
export function exposeBench(bench: BenchGrid): void {
  const set = pageColumnSet();
  window.benchGrid = bench;
  window.makeBenchRows = (count) => benchRows(count, set);
}
