import type { SortColumn } from 'react-data-grid';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { GridSort } from '../../../elements/grid';
import { useGridSort } from '../../../elements/grid/view/use-grid-sort';
import { expect } from '../harness';

// react-data-grid redraws its whole header row when the sort columns it is given are a new array:
// a grid re-renders on every committed edit, and its header must not redraw for it.

type Seen = { sortColumns: readonly SortColumn[]; onSortColumnsChange: (columns: SortColumn[]) => void };

function Probe({ sort, seen }: { sort: GridSort | null | undefined; seen: Seen[] }) {
  seen.push(useGridSort(sort, undefined));
  return null;
}

function renderTwice(first: GridSort | null | undefined, second: GridSort | null | undefined): Seen[] {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const seen: Seen[] = [];
  flushSync(() => root.render(<Probe sort={first} seen={seen} />));
  flushSync(() => root.render(<Probe sort={second} seen={seen} />));
  root.unmount();
  host.remove();
  return seen;
}

describe('the grid sort given to react-data-grid', () => {
  it('keeps the same sort columns and handler while an equal sort is given again', () => {
    const [before, after] = renderTwice({ column: 'name', order: 'asc' }, { column: 'name', order: 'asc' });
    expect(after.sortColumns).to.equal(before.sortColumns);
    expect(after.onSortColumnsChange).to.equal(before.onSortColumnsChange);
    expect(after.sortColumns).to.deep.equal([{ columnKey: 'name', direction: 'ASC' }]);
  });

  it('keeps them while the grid sorts by itself and re-renders', () => {
    const [before, after] = renderTwice(undefined, undefined);
    expect(after.sortColumns).to.equal(before.sortColumns);
    expect(after.onSortColumnsChange).to.equal(before.onSortColumnsChange);
  });

  it('gives new sort columns when the sort changes', () => {
    const [before, after] = renderTwice({ column: 'name', order: 'asc' }, { column: 'name', order: 'desc' });
    expect(after.sortColumns).not.to.equal(before.sortColumns);
    expect(after.sortColumns).to.deep.equal([{ columnKey: 'name', direction: 'DESC' }]);
  });
});
