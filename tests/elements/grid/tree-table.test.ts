import type { InternalAxiosRequestConfig } from 'axios';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { fakeBackend, ok, type Answer } from '../../unit/core/http/fake-backend';
import { expect, sendKeys, waitFor } from '../harness';
import { cell, cellText, click, drawnRows, openEditor, placeGrid, removePlaces } from './grid-dom';

// The tree table against an in-memory backend. The top level answers at once; every child
// level is held until the test answers it, after seeing its 'loading...' placeholder.

const TOP = [
  { id: 'a', name: '农机', hasChildren: true },
  { id: 'b', name: '配件', hasChildren: true },
  { id: 'c', name: '工具' },
];

let held: { resolve: (answer: Answer) => void } | null;
let backend: ReturnType<typeof fakeBackend>;

function answer(request: InternalAxiosRequestConfig): Answer | Promise<Answer> {
  if ((request.params as { pid: string }).pid === '') return ok(TOP);
  return new Promise<Answer>((resolve) => (held = { resolve }));
}

beforeEach(() => {
  held = null;
  backend = fakeBackend(answer);
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
});
afterEach(() => {
  removePlaces();
  resetHttpConfig();
});

const columns = [
  { key: 'name', title: '名称' },
  { key: 'note', title: '备注' },
];
const tree = {
  url: '/farm/category/rootList',
  childrenUrl: '/farm/category/childList',
  queryKey: 'pid',
  params: { kind: 'machine' },
  condition: '{"status":"1"}',
};

async function treeGrid(rows?: Record<string, unknown>[]) {
  const grid = await placeGrid({ columns, rows: rows as never, attributes: { toolbar: 'false' } });
  grid.tree = tree;
  return grid;
}

/** The expander of the drawn row at `rowIdx`, if that row is drawn and has one. */
const expander = (grid: Element, rowIdx: number) =>
  grid.shadowRoot!.querySelector<HTMLButtonElement>(`.rdg-row[aria-rowindex="${rowIdx + 2}"] button[aria-expanded]`);
const rowText = (grid: Element, rowIdx: number) => drawnRows(grid)[rowIdx]?.textContent ?? '';

/** The held child request; the placeholder can show before it leaves, while the HTTP client's code loads. */
async function heldRequest(): Promise<{ resolve: (answer: Answer) => void }> {
  await waitFor(() => held !== null, 3000, 'the children request');
  return held!;
}

/** The tree with 农机 opened and its child 拖拉机 drawn under it. */
async function treeWithFirstBranchOpen() {
  const grid = await treeGrid();
  await waitFor(() => expander(grid, 0) !== null, 3000, 'the expander');
  await click(expander(grid, 0)!);
  (await heldRequest()).resolve(ok([{ id: 'a1', name: '拖拉机' }]));
  await waitFor(() => cellText(grid, 1, 'name') === '拖拉机', 3000, 'the child');
  return grid;
}

describe('<farm-grid> tree table', () => {
  it('loads the top level with the parent id under its key, the condition and extra params', async () => {
    const grid = await treeGrid();
    await waitFor(() => cellText(grid, 2, 'name') === '工具', 3000, 'the top level');
    expect(backend.requests[0].url).to.contain('/farm/category/rootList');
    expect(backend.requests[0].params).to.deep.include({ pid: '', kind: 'machine', condition: '{"status":"1"}' });
    expect(expander(grid, 0)?.getAttribute('aria-expanded')).to.equal('false');
    expect(expander(grid, 1)).to.not.equal(null);
    expect(expander(grid, 2)).to.equal(null);
  });

  it("shows 'loading...' under an expanded node until its children arrive, then draws them a level deeper", async () => {
    const grid = await treeGrid();
    await waitFor(() => expander(grid, 0) !== null, 3000, 'the expander');
    await click(expander(grid, 0)!);
    await waitFor(() => rowText(grid, 1).includes('loading...'), 3000, 'the placeholder');
    const request = await heldRequest();
    expect(backend.requests[1].url).to.contain('/farm/category/childList');
    expect(backend.requests[1].params).to.deep.include({ pid: 'a', kind: 'machine' });
    expect(grid.getAll().tableData.map((row) => row.id)).to.deep.equal(['a', 'b', 'c']);

    request.resolve(ok({ records: [{ id: 'a1', name: '拖拉机', hasChildren: false }], total: 1 }));
    await waitFor(() => cellText(grid, 1, 'name') === '拖拉机', 3000, 'the child');
    expect(cell(grid, 1, 'name').querySelector('[data-tree-level]')?.getAttribute('data-tree-level')).to.equal('1');
    expect(grid.getAll().tableData.map((row) => row.id)).to.deep.equal(['a', 'a1', 'b', 'c']);

    await click(expander(grid, 0)!);
    await waitFor(() => cellText(grid, 1, 'name') === '配件', 3000, 'the branch collapsed');
    await click(expander(grid, 0)!);
    await waitFor(() => cellText(grid, 1, 'name') === '拖拉机', 3000, 'the branch again, without a new request');
    expect(backend.requests).to.have.length(2);
  });

  it('turns a node into a leaf when no children arrive', async () => {
    const grid = await treeGrid();
    await waitFor(() => expander(grid, 1) !== null, 3000, 'the expander');
    await click(expander(grid, 1)!);
    await waitFor(() => rowText(grid, 2).includes('loading...'), 3000, 'the placeholder');
    (await heldRequest()).resolve(ok({ records: [], total: 0 }));
    await waitFor(() => expander(grid, 1) === null, 3000, 'the node became a leaf');
    expect(drawnRows(grid)).to.have.length(3);
  });

  it('shows 返回数据类型不识别 on an answer that is neither a list nor has records, and collapses the node', async () => {
    const grid = await treeGrid([{ id: 'x', name: '未知', hasChildren: true }]);
    await waitFor(() => expander(grid, 0) !== null, 3000, 'the expander');
    await click(expander(grid, 0)!);
    await waitFor(() => rowText(grid, 1).includes('loading...'), 3000, 'the placeholder');
    (await heldRequest()).resolve(ok({ rows: [] }));
    await waitFor(() => Boolean(grid.shadowRoot!.textContent?.includes('返回数据类型不识别')), 3000, 'the message');
    await waitFor(() => expander(grid, 0)?.getAttribute('aria-expanded') === 'false', 3000, 'collapsed again');
    expect(rowText(grid, 1)).to.equal('');
  });

  it('edits a loaded child like any row', async () => {
    const grid = await treeWithFirstBranchOpen();
    grid.setValues([{ rowKey: 'a1', values: { note: '待保养' } }]);
    await waitFor(() => cellText(grid, 1, 'note') === '待保养', 3000, 'the edit');
    expect(grid.getAll().tableData[1]).to.deep.equal({ id: 'a1', name: '拖拉机', note: '待保养' });
  });
});

describe('<farm-grid> tree table from the keyboard', () => {
  it('the expander takes Enter without opening the editor', async () => {
    const grid = await treeGrid([{ id: 'k', name: '农机', hasChildren: true }]);
    await waitFor(() => expander(grid, 0) !== null, 3000, 'the expander');
    await click(cell(grid, 0, 'note'));
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(
      () => grid.shadowRoot!.activeElement === expander(grid, 0),
      3000,
      'the expander focused with its cell',
    );
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rowText(grid, 1).includes('loading...'), 3000, 'the placeholder');
    expect(grid.shadowRoot!.activeElement?.tagName).to.not.equal('INPUT');
    (await heldRequest()).resolve(ok([]));
    await waitFor(() => expander(grid, 0) === null, 3000, 'a leaf');
  });

  it('stores a typed value in its own row while the drawn rows differ from the rows (a branch shut, one loading)', async () => {
    const grid = await treeWithFirstBranchOpen();
    await click(expander(grid, 0)!);
    await waitFor(() => cellText(grid, 1, 'name') === '配件', 3000, 'the branch shut');
    held = null;
    await click(expander(grid, 1)!);
    await waitFor(() => rowText(grid, 2).includes('loading...'), 3000, 'the placeholder');
    // Drawn: 农机, 配件, loading..., 工具; held: 农机, 拖拉机, 配件, 工具.
    for (const [rowIdx, note] of [
      [1, '缺货'],
      [3, '待修'],
    ] as const) {
      const editor = await openEditor(grid, rowIdx, 'note');
      (editor as HTMLInputElement).select();
      await sendKeys({ type: note });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => cellText(grid, rowIdx, 'note') === note, 3000, 'the value drawn');
    }
    expect(grid.getAll().tableData).to.deep.equal([
      { id: 'a', name: '农机', hasChildren: true },
      { id: 'a1', name: '拖拉机' },
      { id: 'b', name: '配件', hasChildren: true, note: '缺货' },
      { id: 'c', name: '工具', note: '待修' },
    ]);
  });
});
