import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, ok } from '../../unit/core/http/fake-backend';
import { expect, waitFor } from '../harness';
import { all, cellText, click, placeGrid, removePlaces } from './grid-dom';

// A list of 23 machines, paged as JeecgBoot list endpoints page.
const MACHINES = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `机器${index + 1}` }));

function listAnswer(request: InternalAxiosRequestConfig) {
  const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
  return ok({ records: MACHINES.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: MACHINES.length });
}

let backend: ReturnType<typeof fakeBackend>;
beforeEach(() => {
  backend = fakeBackend(listAnswer);
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
});
afterEach(() => {
  removePlaces();
  resetHttpConfig();
});

describe('<farm-grid data-url>', () => {
  it('loads page 1 of 10, newest first, and shows the total text', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'name', title: '名称' }],
      attributes: { 'data-url': '/farm/machine/list' },
    });
    await waitFor(() => cellText(grid, 0, 'name') === '机器1', 3000, 'the first page');
    expect(backend.requests[0].params).to.deep.include({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });
    expect(grid.getAll().tableData).to.have.length(10);
    expect(grid.shadowRoot!.textContent).to.contain('1-10 共23条');
  });

  it('loads another page when the user turns to it', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'name', title: '名称' }],
      attributes: { 'data-url': '/farm/machine/list' },
    });
    await waitFor(() => cellText(grid, 0, 'name') === '机器1', 3000, 'the first page');
    const pageThree = all(grid, 'li, button, a').find((item) => item.textContent?.trim() === '3')!;
    await click(pageThree);
    await waitFor(() => cellText(grid, 0, 'name') === '机器21', 3000, 'the third page');
    expect(grid.getAll().tableData.map((row) => row.id)).to.deep.equal(['21', '22', '23']);
  });
});
