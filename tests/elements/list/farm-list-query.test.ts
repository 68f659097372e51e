import { setUserButtonAuth } from '../../../elements/core/session';
import type { ListElementColumn } from '../../../elements/list';
import { expect, sendKeys, waitFor } from '../harness';
import { listBackend, machines, resetBackend } from './list-backend';
import { all, button, click, field, hasButton, openDialog, placeList, removePlaces, totalText } from './farm-list-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
  setUserButtonAuth([]);
});

const NAME_AND_STATUS: ListElementColumn[] = [
  { key: 'name', title: '名称' },
  { key: 'status', title: '状态', filterDictCode: 'machine_status' },
];

/** Picks `text` in the drop-down button labelled `label` (its name starts with the label). */
async function choose(list: Element, label: string, text: string): Promise<void> {
  const trigger = all<HTMLButtonElement>(list, 'button[aria-label]').find((candidate) =>
    candidate.getAttribute('aria-label')!.startsWith(label),
  );
  if (!trigger) throw new Error(`no drop-down ${label}`);
  await click(trigger);
  const option = () => all(list, '[role="option"]').find((candidate) => candidate.textContent === text);
  await waitFor(() => Boolean(option()), 3000, `option ${text}`);
  await click(option()!);
  await waitFor(() => all(list, '[role="option"]').length === 0, 3000, 'the list to close');
}

describe('<farm-list>: header filters', () => {
  it('a dictionary filter in the header sends the values ticked as <key>=a,b', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList('', { columns: NAME_AND_STATUS });
    await click(button(list, '筛选状态'));
    const menu = () => list.shadowRoot!.querySelector<HTMLElement>('[data-popup][aria-label="筛选状态"]');
    await waitFor(() => Boolean(menu()?.textContent?.includes('维修')), 3000, 'the filter menu with the dictionary');
    const repair = Array.from(menu()!.querySelectorAll('label')).find((label) => label.textContent?.trim() === '维修')!;
    await click(repair.querySelector('input')!);
    await click(
      Array.from(menu()!.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === '确定')!,
    );
    await waitFor(() => totalText(list) === '1-5 共5条', 3000, 'the machines under repair');
    expect(backend.listCalls().at(-1)).to.include({ status: '2', pageNo: 1 });
  });
});

describe('<farm-list>: query fields given as JSON', () => {
  it('a range field sends <field>_begin and <field>_end; an eq field its value as typed', async () => {
    const backend = listBackend(machines(25));
    const queryFields = JSON.stringify([
      { field: 'createTime', title: '创建时间', mode: 'range' },
      { field: 'name', title: '名称', mode: 'eq' },
    ]);
    const list = await placeList(`query-fields='${queryFields}'`, { columns: NAME_AND_STATUS });
    await click(field(list, '创建时间开始'));
    await sendKeys({ type: '2026-01-05' });
    await click(field(list, '创建时间结束'));
    await sendKeys({ type: '2026-01-20' });
    await click(field(list, '名称'));
    await sendKeys({ type: '机器07' });
    await click(button(list, '查询'));
    await waitFor(
      () => backend.listCalls().some((call) => call.createTime_begin !== undefined),
      3000,
      'the range sent',
    );
    expect(backend.listCalls().at(-1)).to.include({
      createTime_begin: '2026-01-05',
      createTime_end: '2026-01-20',
      name: '机器07',
      pageNo: 1,
    });
  });
});

describe('<farm-list>: a date range in the query bar', () => {
  const dateRange = JSON.stringify([{ field: 'createTime', title: '创建时间', mode: 'range', type: 'date' }]);

  it('is one range picker whose ends are sent as <field>_begin and <field>_end in YYYY-MM-DD', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList(`query-fields='${dateRange}'`, { columns: NAME_AND_STATUS });
    const range = all(list, 'form[role="search"] [role="group"]').find((group) =>
      group.textContent?.startsWith('创建时间'),
    )!;
    const [begin, end] = Array.from(range.querySelectorAll<HTMLInputElement>('input[role="combobox"]'));
    expect([begin.getAttribute('aria-label'), end.getAttribute('aria-label')]).to.deep.equal([
      '创建时间开始',
      '创建时间结束',
    ]);
    await click(begin);
    await sendKeys({ type: '2026-01-05' });
    await click(end);
    const panel = () => list.shadowRoot!.querySelector('[data-picker-panel]');
    await waitFor(() => panel() !== null, 3000, 'the end calendar');
    expect(
      panel()!.querySelector('button[data-day="2026-01-04"]')!.getAttribute('aria-disabled'),
      'no end before the start',
    ).to.equal('true');
    await click(panel()!.querySelector('button[data-day="2026-01-20"]')!);
    await click(button(list, '查询'));
    await waitFor(
      () => backend.listCalls().some((call) => call.createTime_begin !== undefined),
      3000,
      'the range sent',
    );
    expect(backend.listCalls().at(-1)).to.include({
      createTime_begin: '2026-01-05',
      createTime_end: '2026-01-20',
      pageNo: 1,
    });
  });
});

describe('<farm-list>: the advanced query', () => {
  it('advanced-query offers each column as a condition and sends superQueryParams with superQueryMatchType', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList('advanced-query save-code="farm-list-test"', { columns: NAME_AND_STATUS });
    await waitFor(() => hasButton(list, '高级查询'), 5000, 'the advanced query button');
    await click(button(list, '高级查询'));
    await waitFor(() => openDialog(list)?.textContent?.includes('高级查询构造器') === true, 3000, 'the builder');
    await choose(list, '第1个条件的字段', '名称');
    const value = all<HTMLInputElement>(
      list,
      '[aria-label="第1个条件的值"] input, input[aria-label="第1个条件的值"]',
    )[0];
    await click(value);
    await sendKeys({ type: '机器03' });
    await click(button(list, '查询'));
    await waitFor(
      () => backend.listCalls().some((call) => call.superQueryParams !== undefined),
      3000,
      'the advanced query sent',
    );
    const sent = backend.listCalls().at(-1)!;
    expect(sent.pageNo).to.equal(1);
    expect(sent.superQueryMatchType).to.equal('and');
    expect(JSON.parse(decodeURIComponent(String(sent.superQueryParams)))).to.deep.equal([
      { field: 'name', rule: 'eq', val: '机器03', type: 'text' },
    ]);
    localStorage.removeItem('saved-query_farm-list-test');
  });
});

describe('<farm-list>: button permissions', () => {
  it('hides a toolbar button or a row action whose code the user does not hold', async () => {
    listBackend(machines(3));
    const columns: ListElementColumn[] = [
      { key: 'name', title: '名称' },
      {
        key: 'actions',
        title: '操作',
        actions: [
          { key: 'edit', label: '编辑', permission: 'machine:edit' },
          { key: 'detail', label: '详情' },
        ],
      },
    ];
    const permissions = JSON.stringify({ batchDelete: 'machine:batch_delete' });
    let list = await placeList(`permissions='${permissions}'`, { columns });
    expect(hasButton(list, '批量删除')).to.equal(false);
    expect(hasButton(list, '编辑')).to.equal(false);
    expect(hasButton(list, '详情')).to.equal(true);
    removePlaces();
    setUserButtonAuth([
      { action: 'machine:batch_delete', type: '1', describe: '批量删除' },
      { action: 'machine:edit', type: '1', describe: '编辑' },
    ]);
    list = await placeList(`permissions='${permissions}'`, { columns });
    expect(hasButton(list, '批量删除')).to.equal(true);
    expect(hasButton(list, '编辑')).to.equal(true);
  });
});

describe('<farm-list table="grid">', () => {
  it('draws the rows in the read-only grid with the same query, sort and selection', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList('table="grid"', {
      columns: [{ key: 'name', title: '名称', sortable: true }, ...NAME_AND_STATUS.slice(1)],
      waitForRows: false,
    });
    await waitFor(() => all(list, '[role="row"]').length > 10, 5000, 'the grid rows');
    expect(list.shadowRoot!.textContent).to.include('机器25');
    expect(totalText(list)).to.equal('1-10 共25条');
    expect(backend.listCalls()).to.have.length(1);
  });
});
