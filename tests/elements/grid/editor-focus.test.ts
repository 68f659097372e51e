import type { GridColumn } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { cell, click, placeGrid, removePlaces } from './grid-dom';

afterEach(removePlaces);

/** A grid of one row and one column, its cell selected (not yet edited); answers the grid's shadow root. */
async function selectedCell(column: GridColumn, value: string): Promise<ShadowRoot> {
  const grid = await placeGrid({ columns: [column], rows: [{ id: '1', [column.key]: value }] });
  await click(cell(grid, 0, column.key));
  return grid.shadowRoot!;
}

// The time editor's code loads on the first edit of a time cell; this file opens one only once, so
// the edit below always waits for it (each test file runs in a page of its own).
describe('<farm-grid> focus when a cell editor opens', () => {
  it('goes from the cell into the editor without leaving the grid: never through the toolbar', async () => {
    const root = await selectedCell({ key: 'name', title: '名称', type: 'input' }, '旋耕机');
    const visited: string[] = [];
    root.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      if (target.closest('.rdg-editor-container')) visited.push('the editor');
      else visited.push(target.closest('[role="grid"]') ? 'the grid' : `${target.tagName} ${target.textContent}`);
    });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.activeElement?.tagName === 'INPUT', 3000, 'the editor');
    expect(visited.filter((place) => place !== 'the grid')).to.deep.equal(['the editor']);
  });

  it('stays in the edited cell until the editor is there, then moves into it', async () => {
    const root = await selectedCell({ key: 'at', title: '时刻', type: 'time' }, '08:30:00');
    const focusWhileLoading: string[] = [];
    // Mutation records arrive after React's whole commit, so each sees where that commit left the focus.
    const observer = new MutationObserver(() => {
      if (!root.querySelector('[aria-busy="true"]')) return;
      const active = root.activeElement;
      focusWhileLoading.push(active?.closest('[role="gridcell"]') ? 'the cell' : (active?.textContent ?? 'nothing'));
    });
    observer.observe(root, { childList: true, subtree: true });
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(
        () => root.activeElement?.tagName === 'INPUT' && Boolean(root.activeElement.closest('.rdg-editor-container')),
        3000,
        'the editor',
      );
    } finally {
      observer.disconnect();
    }
    expect(focusWhileLoading, 'the editor was still loading once').to.not.be.empty;
    expect(new Set(focusWhileLoading)).to.deep.equal(new Set(['the cell']));
    expect(root.activeElement!.closest('.rdg-row')?.getAttribute('aria-rowindex')).to.equal('2');
  });
});
