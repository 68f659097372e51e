// Drives <farm-grid> through its public DOM: properties, methods, events, mouse and keyboard.
import '../../../elements/grid/element';
import type { FarmGridElement } from '../../../elements/grid/element';
import type { GridColumn, GridRow } from '../../../elements/grid';
import { sendKeys, sendMouse, waitFor } from '../harness';

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
}

export interface PlaceOptions {
  columns: GridColumn[];
  /** Left out when the grid loads its rows itself (data-url). */
  rows?: GridRow[];
  attributes?: Record<string, string>;
  disabledRows?: Record<string, unknown>;
}

/** Puts a <farm-grid> in the page with columns and rows set as properties, and waits for it. */
export async function placeGrid(options: PlaceOptions): Promise<FarmGridElement> {
  const root = document.createElement('div');
  root.style.width = '900px';
  const grid = document.createElement('farm-grid');
  for (const [name, value] of Object.entries(options.attributes ?? {})) grid.setAttribute(name, value);
  grid.columns = options.columns;
  if (options.rows) grid.rows = options.rows;
  if (options.disabledRows) grid.disabledRows = options.disabledRows;
  root.append(grid);
  document.body.append(root);
  places.push(root);
  await waitFor(() => Boolean(grid.shadowRoot?.querySelector('.rdg')), 3000, '<farm-grid> rendered');
  return grid;
}

export function inside<T extends Element = HTMLElement>(grid: Element, selector: string): T {
  const found = grid.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector} inside <farm-grid>`);
  return found;
}

export function all<T extends Element = HTMLElement>(grid: Element, selector: string): T[] {
  return Array.from(grid.shadowRoot!.querySelectorAll<T>(selector));
}

/** The data rows drawn now (virtualisation draws only those in view). */
export function drawnRows(grid: Element): HTMLElement[] {
  return all(grid, '.rdg-row:not(.rdg-summary-row)');
}

/** The cell of column `columnKey` in the row at `rowIdx` (0-based), if drawn. */
export function cell(grid: Element, rowIdx: number, columnKey: string): HTMLElement {
  // aria-rowindex counts the header row as 1.
  const row = inside(grid, `.rdg-row[aria-rowindex="${rowIdx + 2}"]`);
  const content = row.querySelector(`[data-column="${columnKey}"]`);
  if (!content) throw new Error(`no ${columnKey} cell in row ${rowIdx}`);
  return content.closest<HTMLElement>('[role="gridcell"]')!;
}

/** The text a cell shows; undefined while its row is not drawn. */
export function cellText(grid: Element, rowIdx: number, columnKey: string): string | undefined {
  const row = grid.shadowRoot!.querySelector(`.rdg-row[aria-rowindex="${rowIdx + 2}"]`);
  const content = row?.querySelector(`[data-column="${columnKey}"]`);
  if (!content) return undefined;
  // A failing cell stacks its view above its message; a valid one holds the view alone.
  const alert = content.querySelector('[role="alert"]');
  return (alert ? alert.previousElementSibling : content)?.textContent ?? undefined;
}

export function button(grid: Element, text: string): HTMLButtonElement {
  const found = all<HTMLButtonElement>(grid, 'button').find((candidate) => candidate.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

export function hasButton(grid: Element, text: string): boolean {
  return all<HTMLButtonElement>(grid, 'button').some((candidate) => candidate.textContent?.trim() === text);
}

/** What a pointer at the middle of `element` would hit, looked up in the element's own (shadow) root. */
function hitAtMiddle(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  const root = element.getRootNode() as Document | ShadowRoot;
  return root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A real click at the middle of `element`, as a user's pointer would, once the element is what
 * the pointer hits there: in the first frames after a grid mounts its rows can still be laid
 * out under its box, where a click lands on the grid itself (no user clicks that fast).
 */
export async function click(element: Element, clicks = 1): Promise<void> {
  await waitFor(
    () => {
      const hit = hitAtMiddle(element);
      return hit !== null && (hit === element || element.contains(hit));
    },
    3000,
    `${element.tagName.toLowerCase()} under the pointer`,
  );
  const box = element.getBoundingClientRect();
  const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  for (let count = 0; count < clicks; count += 1) {
    await sendMouse({ type: 'click', position });
  }
}

export function recordEvents(grid: Element, types: string[]): { type: string; detail: unknown }[] {
  const events: { type: string; detail: unknown }[] = [];
  for (const type of types)
    grid.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  return events;
}

/** The open confirmation dialog of the grid. */
export function confirmDialog(grid: Element): HTMLDialogElement {
  return inside<HTMLDialogElement>(grid, 'dialog[open]');
}

/**
 * Clicks a cell and presses Enter, which opens its editor; waits for the focus inside the editor
 * (an editor whose code loads on first use takes it only once loaded; until then it may be elsewhere).
 */
export async function openEditor(grid: Element, rowIdx: number, columnKey: string): Promise<HTMLElement> {
  await click(cell(grid, rowIdx, columnKey));
  await sendKeys({ press: 'Enter' });
  const focused = () => grid.shadowRoot!.activeElement;
  await waitFor(
    () =>
      ['INPUT', 'BUTTON'].includes(focused()?.tagName ?? '') && Boolean(focused()?.closest('.rdg-editor-container')),
    3000,
    'the editor',
  );
  return focused() as HTMLElement;
}

/** Opens a select cell's editor and its list box; the options listed. */
export async function openListInCell(grid: Element, rowIdx: number, columnKey: string): Promise<HTMLElement[]> {
  await openEditor(grid, rowIdx, columnKey);
  await sendKeys({ press: 'ArrowDown' });
  await waitFor(() => all(grid, '[data-popup] [role="option"]').length > 0, 3000, 'the options');
  return all(grid, '[data-popup] [role="option"]');
}

/** Picks the option showing `text` in a select cell's list box. */
export async function chooseInCell(grid: Element, rowIdx: number, columnKey: string, text: string): Promise<void> {
  const option = (await openListInCell(grid, rowIdx, columnKey)).find((item) => item.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  await click(option);
}
