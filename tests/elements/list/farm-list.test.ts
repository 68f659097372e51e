import type {
  ListLoadedPage,
  ListRowActionChoice,
  ListRowClick,
  ListSelectionChange,
} from '../../../elements/list/element';
import { expect, sendKeys, waitFor } from '../harness';
import { listBackend, machines, resetBackend } from './list-backend';
import {
  all,
  answerDialog,
  bodyRows,
  button,
  checkbox,
  click,
  field,
  hasButton,
  inside,
  notices,
  openDialog,
  placeList,
  recordEvents,
  removePlaces,
  shownNames,
  totalText,
  waitForPage,
} from './farm-list-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

const waitForNotice = (list: Element, text: string) =>
  waitFor(() => notices(list).some((shown) => shown.includes(text)), 3000, `the notice ${text}`);

describe('<farm-list>: the first page', () => {
  it('asks the list url with the contract parameters, shows 10 rows with their dictionary text and fires farm-load', async () => {
    const backend = listBackend(machines(25));
    let loads: ListLoadedPage[] = [];
    const list = await placeList('', {
      before: (element) => (loads = recordEvents<ListLoadedPage>(element, 'farm-load')),
    });
    expect(bodyRows(list)).to.have.length(10);
    expect(shownNames(list)[0]).to.equal('机器25');
    expect(
      bodyRows(list)
        .map((row) => row.querySelectorAll('td')[2].textContent)
        .slice(0, 2),
    ).to.deep.equal(['维修', '在用']);
    expect(totalText(list)).to.equal('1-10 共25条');
    expect(backend.listCalls()[0]).to.include({
      column: 'createTime',
      order: 'desc',
      pageNo: 1,
      pageSize: 10,
      field: 'id,name,status,createTime',
    });
    expect(loads).to.have.length(1);
    expect(loads[0]).to.include({ total: 25, page: 1, pageSize: 10 });
    expect(loads[0].records).to.have.length(10);
  });

  it('takes its page size and default sort from attributes', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList('page-size="20" sort-column="name" sort-order="asc"');
    expect(bodyRows(list)).to.have.length(20);
    expect(shownNames(list)[0]).to.equal('机器01');
    expect(backend.listCalls()[0]).to.include({ column: 'name', order: 'asc', pageSize: 20 });
  });

  it('says to set the url property when it has no list url', async () => {
    listBackend(machines(3));
    const place = document.createElement('div');
    place.innerHTML = '<farm-list caption="机器"></farm-list>';
    document.body.append(place);
    const list = place.querySelector('farm-list')!;
    try {
      await waitForNotice(list, '请设置url.list属性!');
    } finally {
      place.remove();
    }
  });
});

describe('<farm-list>: the query bar from its columns', () => {
  it('查询 sends a text column as contains from page 1; 重置 clears it', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    await click(button(list, '第 2 页'));
    await waitFor(() => totalText(list) === '11-20 共25条', 3000, 'page 2');
    await click(field(list, '名称'));
    await sendKeys({ type: '机器1' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => totalText(list) === '1-10 共10条', 3000, 'the filtered page');
    expect(backend.listCalls().at(-1)).to.include({ name: '*机器1*', pageNo: 1 });
    await click(button(list, '重置'));
    await waitFor(() => totalText(list) === '1-10 共25条', 3000, 'everything again');
    expect(field(list, '名称').value).to.equal('');
  });

  it('offers a dictionary column as a choice of its items and sends the value chosen', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    const select = all<HTMLButtonElement>(list, 'form[role="search"] button[aria-haspopup="listbox"]')[0];
    await click(select);
    await waitFor(
      () => all(list, '[role="option"]').some((option) => option.textContent?.includes('维修')),
      3000,
      'the dictionary items',
    );
    await click(all(list, '[role="option"]').find((option) => option.textContent?.includes('维修'))!);
    await click(button(list, '查询'));
    await waitFor(() => totalText(list) === '1-5 共5条', 3000, 'the machines under repair');
    expect(backend.listCalls().at(-1)).to.include({ status: '2' });
  });
});

describe('<farm-list>: sorting and paging', () => {
  it('a header click sorts ascending and the pager moves on', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    await click(button(list, '按名称排序'));
    await waitFor(() => shownNames(list)[0] === '机器01', 3000, 'ascending');
    expect(backend.listCalls().at(-1)).to.include({ column: 'name', order: 'asc' });
    await click(button(list, '第 3 页'));
    await waitFor(() => totalText(list) === '21-25 共25条', 3000, 'page 3');
    expect(shownNames(list)).to.deep.equal(['机器21', '机器22', '机器23', '机器24', '机器25']);
  });
});

describe('<farm-list>: selection and row clicks', () => {
  it('fires farm-selection-change with the keys and rows the user ticks; getSelection() agrees', async () => {
    listBackend(machines(25));
    const list = await placeList();
    const heard = recordEvents<ListSelectionChange>(list, 'farm-selection-change');
    await click(checkbox(list, '选择 机器25'));
    await click(checkbox(list, '选择 机器23'));
    await waitFor(() => heard.length === 2, 3000, 'two selection events');
    expect(heard[1].selectedRowIds).to.deep.equal(['m25', 'm23']);
    expect(heard[1].selectedRows.map((row) => row.name)).to.deep.equal(['机器25', '机器23']);
    expect(list.getSelection()).to.deep.equal(['m25', 'm23']);
    expect(list.getSelectedRows().map((row) => row.id)).to.deep.equal(['m25', 'm23']);
  });

  it('clearSelection() empties the selection without an event; 清空 in the toolbar fires one', async () => {
    listBackend(machines(25));
    const list = await placeList();
    const heard = recordEvents<ListSelectionChange>(list, 'farm-selection-change');
    await click(checkbox(list, '选择 机器25'));
    await waitFor(() => heard.length === 1, 3000, 'the selection event');
    list.clearSelection();
    await waitFor(() => !checkbox(list, '选择 机器25').checked, 3000, 'the selection cleared');
    expect(heard).to.have.length(1);
    await click(checkbox(list, '选择 机器24'));
    await click(button(list, '清空'));
    await waitFor(() => heard.length === 3, 3000, 'the user clearing it');
    expect(heard[2].selectedRowIds).to.deep.equal([]);
  });

  it('a click on a row fires farm-row-click; a click on its check box or links does not', async () => {
    listBackend(machines(25));
    const list = await placeList();
    const heard = recordEvents<ListRowClick>(list, 'farm-row-click');
    await click(bodyRows(list)[1].querySelectorAll('td')[3]);
    await waitFor(() => heard.length === 1, 3000, 'the row click');
    expect(heard[0]).to.include({ rowKey: 'm24', index: 1 });
    expect(heard[0].row.name).to.equal('机器24');
    await click(checkbox(list, '选择 机器24'));
    await click(button(list, '编辑'));
    expect(heard).to.have.length(1);
  });

  for (const attribute of ['no-selection', 'selectable="false"']) {
    it(`hides the selection column with ${attribute}`, async () => {
      listBackend(machines(3));
      const list = await placeList(attribute, { waitForRows: false });
      await waitFor(() => all(list, 'tbody tr').length === 3, 3000, 'the rows');
      expect(all(list, 'input[type="checkbox"]')).to.deep.equal([]);
    });
  }
});

describe('<farm-list>: row actions', () => {
  it('详情 opens 详细信息 with the columns, dictionary texts included', async () => {
    listBackend(machines(25));
    const list = await placeList();
    await click(all(list, '[role="group"][aria-label="机器21 的操作"] button')[0]);
    await waitFor(() => openDialog(list)?.textContent?.includes('详细信息') === true, 3000, 'the detail modal');
    const terms = Array.from(openDialog(list)!.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).to.deep.equal([
      ['名称', '机器21'],
      ['状态', '在用'],
      ['创建时间', '2026-01-21 08:00:00'],
    ]);
  });

  it('删除 asks first, sends the id, fires farm-delete and shows the page again', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    const deleted = recordEvents<{ ids: string[] }>(list, 'farm-delete');
    await click(all(list, '[role="group"][aria-label="机器25 的操作"] button')[2]);
    await answerDialog(list, '确定');
    await waitFor(() => totalText(list) === '1-10 共24条', 3000, 'the page without it');
    expect(backend.deleteCalls()).to.deep.equal([{ url: '/machine/delete', params: { id: 'm25' } }]);
    expect(deleted).to.deep.equal([{ ids: ['m25'] }]);
    await waitForNotice(list, '删除成功!');
  });

  it('any other action fires farm-row-action with the row', async () => {
    listBackend(machines(25));
    const list = await placeList();
    const heard = recordEvents<ListRowActionChoice>(list, 'farm-row-action');
    await click(all(list, '[role="group"][aria-label="机器25 的操作"] button')[1]);
    await waitFor(() => heard.length === 1, 3000, 'the action');
    expect(heard[0]).to.include({ action: 'edit', rowKey: 'm25' });
    expect(heard[0].row.name).to.equal('机器25');
  });
});

describe('<farm-list>: batch delete, export, import, add', () => {
  it('批量删除 with nothing selected warns 请选择一条记录！; with rows ticked it asks and sends their ids', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    await click(button(list, '批量删除'));
    await waitForNotice(list, '请选择一条记录！');
    await click(checkbox(list, '选择 机器25'));
    await click(checkbox(list, '选择 机器24'));
    await click(button(list, '批量删除'));
    await answerDialog(list, '确定');
    await waitFor(() => totalText(list) === '1-10 共23条', 3000, 'the page without them');
    expect(backend.deleteCalls()).to.deep.equal([{ url: '/machine/deleteBatch', params: { ids: 'm25,m24' } }]);
    expect(list.getSelection()).to.deep.equal([]);
  });

  it('导出 downloads the query with the selection as selections, named after the caption', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList('export-url="/machine/exportXls"');
    await click(checkbox(list, '选择 机器25'));
    await click(button(list, '导出'));
    await waitFor(() => backend.saved.length === 1, 3000, 'the file');
    expect(backend.saved).to.deep.equal(['机器.xlsx']);
    expect(backend.exportCalls()[0]).to.include({ selections: 'm25', column: 'createTime', order: 'desc' });
    expect(backend.exportCalls()[0]).to.not.have.property('pageNo');
  });

  it('导入 opens the Excel import modal; 新增 fires farm-add', async () => {
    listBackend(machines(25));
    const list = await placeList('import-url="/machine/importExcel" add-button');
    expect(hasButton(list, '导出')).to.equal(false);
    await click(button(list, '导入'));
    await waitFor(() => openDialog(list)?.textContent?.includes('导入EXCEL') === true, 3000, 'the import modal');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => openDialog(list) === null, 3000, 'the modal closed');
    const added = recordEvents(list, 'farm-add');
    await click(button(list, '新增'));
    expect(added).to.deep.equal([{}]);
  });
});

describe('<farm-list>: methods and properties', () => {
  it('reload() asks again for the page shown; reset() returns to the first page', async () => {
    const backend = listBackend(machines(25));
    const list = await placeList();
    await click(button(list, '第 2 页'));
    await waitFor(() => totalText(list) === '11-20 共25条', 3000, 'page 2');
    const asked = backend.listCalls().length;
    list.reload();
    await waitFor(() => backend.listCalls().length === asked + 1, 3000, 'the reload');
    expect(backend.listCalls().at(-1)).to.include({ pageNo: 2 });
    list.reset();
    await waitFor(() => totalText(list) === '1-10 共25条', 3000, 'page 1');
  });

  it('a column render given as a property mounts the host page node in the cell', async () => {
    listBackend(machines(3));
    const list = await placeList('', { waitForRows: false });
    list.columns = [
      { key: 'name', title: '名称' },
      {
        key: 'link',
        title: '链接',
        render: (row) => {
          const link = document.createElement('a');
          link.href = `#${String(row.id)}`;
          link.textContent = `查看 ${String(row.name)}`;
          return link;
        },
      },
    ];
    await waitForPage(list);
    const links = all<HTMLAnchorElement>(list, 'tbody a');
    expect(links.map((link) => link.textContent)).to.deep.equal(['查看 机器03', '查看 机器02', '查看 机器01']);
    expect(inside(list).querySelector('tbody td [data-host-node] a')).to.equal(links[0]);
  });
});
