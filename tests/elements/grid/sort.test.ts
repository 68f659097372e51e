import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, ok } from '../../unit/core/http/fake-backend';
import { expect, sendKeys, waitFor } from '../harness';
import { all, cellText, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

const columns = [
  { key: 'name', title: '名称', sortable: true },
  { key: 'status', title: '状态' },
];
const rows = [
  { id: 'r1', name: '收割机', status: 'done' },
  { id: 'r2', name: '拖拉机', status: 'open' },
];

const header = (grid: Element, title: string) =>
  all(grid, '[role="columnheader"]').find((cell) => cell.textContent?.includes(title))!;
const sortOf = (grid: Element, title: string) => header(grid, title).getAttribute('aria-sort');

// Answers the list in the order the request asks for, so the test sees the server's sort.
const MACHINES = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
];
function listAnswer(request: InternalAxiosRequestConfig) {
  const { order } = request.params as { order: string };
  return ok({ records: order === 'asc' ? MACHINES : [...MACHINES].reverse(), total: MACHINES.length });
}

afterEach(() => {
  removePlaces();
  resetHttpConfig();
});

describe('<farm-grid> header sort', () => {
  it('sorts a sortable column by header click: ascending, descending, then none, and reports each', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-sort-change']);
    expect(sortOf(grid, '名称')).to.equal(null);
    await click(header(grid, '名称'));
    await waitFor(() => sortOf(grid, '名称') === 'ascending', 3000, 'ascending');
    await click(header(grid, '名称'));
    await waitFor(() => sortOf(grid, '名称') === 'descending', 3000, 'descending');
    await click(header(grid, '名称'));
    await waitFor(() => sortOf(grid, '名称') === null, 3000, 'unsorted');
    expect(events.map((event) => event.detail)).to.deep.equal([
      { sort: { column: 'name', order: 'asc' } },
      { sort: { column: 'name', order: 'desc' } },
      { sort: null },
    ]);
    expect(
      grid.getAll().tableData.map((row) => row.id),
      'the host sorts the rows it gives',
    ).to.deep.equal(['r1', 'r2']);
  });

  it('does not sort a column that is not sortable, and sorts from the keyboard on a focused header', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-sort-change']);
    await click(header(grid, '状态'));
    expect(sortOf(grid, '状态')).to.equal(null);
    header(grid, '名称').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sortOf(grid, '名称') === 'ascending', 3000, 'ascending by Enter');
    expect(events.map((event) => event.detail)).to.deep.equal([{ sort: { column: 'name', order: 'asc' } }]);
  });

  it('follows the sort property when the host controls it', async () => {
    const grid = await placeGrid({ columns, rows });
    grid.sort = { column: 'name', order: 'desc' };
    await waitFor(() => sortOf(grid, '名称') === 'descending', 3000, 'the given sort');
    const events = recordEvents(grid, ['farm-sort-change']);
    await click(header(grid, '名称'));
    await waitFor(() => events.length === 1, 3000, 'the change reported');
    expect(events[0].detail).to.deep.equal({ sort: null });
    expect(sortOf(grid, '名称'), 'controlled: unchanged until the host sets it').to.equal('descending');
    grid.sort = null;
    await waitFor(() => sortOf(grid, '名称') === null, 3000, 'the host cleared it');
  });

  it('sends the sort as column and order to the list url', async () => {
    const backend = fakeBackend(listAnswer);
    configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
    const grid = await placeGrid({ columns, attributes: { 'data-url': '/farm/machine/list' } });
    await waitFor(() => cellText(grid, 0, 'name') === 'B', 3000, 'newest first');
    expect(backend.requests[0].params).to.deep.include({ column: 'createTime', order: 'desc' });
    await click(header(grid, '名称'));
    await waitFor(() => cellText(grid, 0, 'name') === 'A', 3000, 'sorted by the server');
    expect(backend.requests.at(-1)!.params).to.deep.include({ column: 'name', order: 'asc' });
  });
});
