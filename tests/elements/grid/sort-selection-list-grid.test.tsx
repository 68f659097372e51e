import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { NoticeProvider } from '../../../elements/core/ui';
import { ListPage, useListPage, type ListColumn } from '../../../elements/list';
import { listBackend, machines, resetBackend, type Machine } from '../list/list-backend';
import { answerConfirm, buttonNamed } from '../list/list-fixture';
import { expect, waitFor } from '../harness';
import { click } from './grid-dom';

// ListPage with table="grid": the list's sort, selection and actions drawn by the editable grid.
const roots: { root: Root; host: HTMLElement }[] = [];
let backend: ReturnType<typeof listBackend>;
beforeEach(() => {
  backend = listBackend(machines(12));
});
afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
  resetBackend();
});

function MachineGrid(): ReactElement {
  const list = useListPage<Machine>({
    urls: { list: '/machine/list', delete: '/machine/delete', deleteBatch: '/machine/deleteBatch' },
  });
  const columns: ListColumn<Machine>[] = [
    { key: 'name', title: '名称', sortable: true },
    { key: 'createTime', title: '创建时间', sortable: true },
    {
      key: 'kind',
      title: '类型',
      filters: [
        { value: '1', text: '拖拉机' },
        { value: '2', text: '收割机' },
      ],
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (row) => <button type="button">{`删除 ${row.name}`}</button>,
    },
  ];
  return <ListPage list={list} title="机器" columns={columns} table="grid" />;
}

async function mount(): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.style.width = '900px';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <NoticeProvider>
        <MachineGrid />
      </NoticeProvider>,
    ),
  );
  roots.push({ root, host });
  await waitFor(() => host.querySelectorAll('.rdg-row').length === 10, 5000, 'the first page in the grid');
  return host;
}

const firstName = (host: Element) => host.querySelector('.rdg-row [data-column="name"]')?.textContent;
const header = (host: Element, title: string) =>
  [...host.querySelectorAll('[role="columnheader"]')].find((cell) => cell.textContent?.includes(title))!;
const rowBoxes = (host: Element) => [...host.querySelectorAll<HTMLInputElement>('.rdg-row input[type="checkbox"]')];

describe('ListPage table="grid"', () => {
  it('shows the page newest first, with the renderers of the list, inside the named section', async () => {
    const host = await mount();
    expect(host.querySelector('section[aria-label="机器"] .rdg')).to.not.equal(null);
    expect(firstName(host)).to.equal('机器12');
    expect(header(host, '创建时间').getAttribute('aria-sort')).to.equal('descending');
    expect(host.querySelector('.rdg-row button')?.textContent).to.equal('删除 机器12');
  });

  it('names the grid and each selection box after the row: 全选, 选择 <first column>', async () => {
    const host = await mount();
    expect(host.querySelector('.rdg')?.getAttribute('aria-label')).to.equal('机器');
    expect(host.querySelector('.rdg-header-row input[type="checkbox"]')?.getAttribute('aria-label')).to.equal('全选');
    expect(
      rowBoxes(host)
        .map((box) => box.getAttribute('aria-label'))
        .slice(0, 2),
    ).to.deep.equal(['选择 机器12', '选择 机器11']);
  });

  it('draws every cell of the page once, the fixed actions column at the right edge', async () => {
    const host = await mount();
    expect(rowBoxes(host)).to.have.length(10);
    const firstRow = host.querySelector('.rdg-row')!;
    expect([...firstRow.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent)).to.deep.equal([
      '',
      '机器12',
      '2026-01-12 08:00:00',
      '',
      '删除 机器12',
    ]);
    expect(header(host, '操作').classList.contains('rdg-cell-frozen-end')).to.equal(true);
  });

  it('filters a column from its header without sorting it', async () => {
    const host = await mount();
    const sortsBefore = backend.listCalls().length;
    buttonNamed(host, '筛选类型').click();
    const menu = () => document.querySelector<HTMLElement>('[data-popup][aria-label="筛选类型"]');
    await waitFor(() => menu() !== null, 3000, 'the filter menu');
    expect(backend.listCalls()).to.have.length(sortsBefore);
    expect(header(host, '创建时间').getAttribute('aria-sort')).to.equal('descending');
    const tractor = [...menu()!.querySelectorAll('label')]
      .find((label) => label.textContent?.trim() === '拖拉机')!
      .querySelector('input')!;
    tractor.click();
    [...menu()!.querySelectorAll('button')].find((button) => button.textContent?.trim() === '确定')!.click();
    await waitFor(() => backend.listCalls().at(-1)?.kind === '1', 3000, 'the filtered request');
    expect(backend.listCalls().at(-1)).to.deep.include({ column: 'createTime', order: 'desc', pageNo: 1 });
  });

  it('sorts through the list by header click: the server answers in the asked order', async () => {
    const host = await mount();
    await click(header(host, '名称'));
    await waitFor(() => firstName(host) === '机器01', 5000, 'ascending by name');
    expect(header(host, '名称').getAttribute('aria-sort')).to.equal('ascending');
    expect(backend.listCalls().at(-1)).to.deep.include({ column: 'name', order: 'asc' });
    await click(header(host, '名称'));
    await waitFor(() => firstName(host) === '机器12', 5000, 'descending by name');
    expect(header(host, '名称').getAttribute('aria-sort')).to.equal('descending');
  });

  it('ticks rows into the list selection, which batch delete uses', async () => {
    const host = await mount();
    await click(rowBoxes(host)[0]);
    await click(rowBoxes(host)[2]);
    await waitFor(() => rowBoxes(host).filter((box) => box.checked).length === 2, 3000, 'two rows ticked');
    buttonNamed(host, '批量删除').click();
    await answerConfirm('确定');
    await waitFor(() => backend.deleteCalls().length === 1, 3000, 'the batch delete');
    expect(backend.deleteCalls()[0].params).to.deep.equal({ ids: 'm12,m10' });
    await waitFor(() => firstName(host) === '机器11', 5000, 'the reloaded page');
    expect(
      rowBoxes(host).some((box) => box.checked),
      'the deleted rows leave the selection',
    ).to.equal(false);
  });
});
