import { setUserButtonAuth } from '../../../elements/core/session';
import { expect, waitFor } from '../harness';
import { listBackend, machines, resetBackend } from './list-backend';
import {
  answerConfirm,
  bodyRows,
  buttonNamed,
  checkboxNamed,
  hasButton,
  mountList,
  noticeTexts,
  shownNames,
  unmountAll,
} from './list-fixture';

afterEach(() => {
  unmountAll();
  resetBackend();
  setUserButtonAuth([]);
});

const totalText = (host: HTMLElement) => host.querySelector('nav li')?.textContent ?? '';
const currentPage = (host: HTMLElement) => host.querySelector('[aria-current="page"]')?.textContent ?? '';
const waitForNotice = (text: string) =>
  waitFor(() => noticeTexts().some((shown) => shown.includes(text)), 3000, `the notice ${text}`);

describe('the first page', () => {
  it('shows 10 records newest first with the total text a-b 共N条', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList();
    expect(bodyRows(host)).to.have.length(10);
    expect(shownNames(host)[0]).to.equal('机器25');
    expect(totalText(host)).to.equal('1-10 共25条');
    expect(backend.listCalls()[0]).to.include({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('says to set the url property when the list has no list url', async () => {
    listBackend(machines(3));
    await mountList({ options: { urls: {} } }, false);
    await waitForNotice('请设置url.list属性!');
  });
});

describe('paging, sorting and the query', () => {
  it('the pager moves to the last page', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList();
    buttonNamed(host, '第 3 页').click();
    await waitFor(() => totalText(host) === '21-25 共25条', 3000, 'page 3');
    expect(shownNames(host)).to.deep.equal(['机器05', '机器04', '机器03', '机器02', '机器01']);
    expect(backend.listCalls().at(-1)).to.include({ pageNo: 3 });
  });

  it('a header click sorts ascending, a second descending; aria-sort follows', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList();
    const header = () => buttonNamed(host, '按名称排序');
    header().click();
    await waitFor(() => shownNames(host)[0] === '机器01', 3000, 'ascending');
    expect(header().closest('th')!.getAttribute('aria-sort')).to.equal('ascending');
    expect(backend.listCalls().at(-1)).to.include({ column: 'name', order: 'asc' });
    header().click();
    await waitFor(() => shownNames(host)[0] === '机器25', 3000, 'descending');
    expect(header().closest('th')!.getAttribute('aria-sort')).to.equal('descending');
  });

  it('查询 sends the typed name as contains and returns to page 1; 重置 clears it', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList();
    buttonNamed(host, '第 2 页').click();
    await waitFor(() => currentPage(host) === '2', 3000, 'page 2');
    const input = host.querySelector<HTMLInputElement>('form[role="search"] input')!;
    input.focus();
    document.execCommand('insertText', false, '机器1');
    buttonNamed(host, '查询').click();
    await waitFor(() => totalText(host) === '1-10 共10条', 3000, 'the filtered page');
    expect(backend.listCalls().at(-1)).to.include({ name: '*机器1*', pageNo: 1 });
    buttonNamed(host, '重置').click();
    await waitFor(() => totalText(host) === '1-10 共25条', 3000, 'everything again');
    expect(input.value).to.equal('');
  });
});

describe('selection', () => {
  it('the select-all box is indeterminate while only some rows are chosen', async () => {
    listBackend(machines(25));
    const host = await mountList();
    checkboxNamed(host, '选择 机器25').click();
    await waitFor(() => checkboxNamed(host, '全选当前页').indeterminate, 3000, 'indeterminate');
    expect(host.textContent).to.include('已选择 1 项');
    checkboxNamed(host, '全选当前页').click();
    await waitFor(() => checkboxNamed(host, '全选当前页').checked, 3000, 'all chosen');
    expect(host.textContent).to.include('已选择 10 项');
    buttonNamed(host, '清空').click();
    await waitFor(
      () => !checkboxNamed(host, '全选当前页').checked && !checkboxNamed(host, '全选当前页').indeterminate,
      3000,
      'cleared',
    );
  });
});

describe('delete and batch delete', () => {
  it('batch delete with nothing selected warns 请选择一条记录！', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList();
    buttonNamed(host, '批量删除').click();
    await waitForNotice('请选择一条记录！');
    expect(backend.deleteCalls()).to.have.length(0);
  });

  it('a confirmed delete sends the id, shows the server message and reloads', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList();
    buttonNamed(host, '删除 机器05').click();
    await answerConfirm('确定');
    await waitForNotice('删除成功!');
    await waitFor(() => totalText(host) === '1-4 共4条', 3000, 'the reload');
    expect(backend.deleteCalls()[0].params).to.deep.equal({ id: 'm05' });
  });

  it('a cancelled delete sends nothing', async () => {
    const backend = listBackend(machines(5));
    const host = await mountList();
    buttonNamed(host, '删除 机器05').click();
    await answerConfirm('取消');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(backend.deleteCalls()).to.have.length(0);
  });

  it('deleting every row of the last page steps back a page', async () => {
    const backend = listBackend(machines(21));
    const host = await mountList();
    buttonNamed(host, '第 3 页').click();
    await waitFor(() => totalText(host) === '21-21 共21条', 3000, 'page 3');
    checkboxNamed(host, '全选当前页').click();
    buttonNamed(host, '批量删除').click();
    await answerConfirm('确定');
    await waitFor(() => bodyRows(host).length === 10 && totalText(host) === '11-20 共20条', 3000, 'the rows of page 2');
    expect(currentPage(host)).to.equal('2');
    expect(backend.listCalls().at(-1)).to.include({ pageNo: 2 });
    expect(backend.deleteCalls()[0].params).to.deep.equal({ ids: 'm01' });
  });

  it('a refusal warns with the server message and keeps the rows', async () => {
    listBackend(machines(5), '该记录已被引用');
    const host = await mountList();
    buttonNamed(host, '删除 机器05').click();
    await answerConfirm('确定');
    await waitForNotice('该记录已被引用');
    expect(bodyRows(host)).to.have.length(5);
  });

  it("a before-delete hook's rejection shows its message as an error and sends nothing", async () => {
    const backend = listBackend(machines(5));
    const host = await mountList({ options: { beforeDelete: () => Promise.reject(new Error('设备在用，不能删除')) } });
    buttonNamed(host, '删除 机器05').click();
    await answerConfirm('确定');
    await waitFor(
      () =>
        Array.from(document.querySelectorAll('[role="alert"]')).some((node) =>
          node.textContent?.includes('设备在用，不能删除'),
        ),
      3000,
      'the error',
    );
    expect(backend.deleteCalls()).to.have.length(0);
  });

  it('says to set the url property when the list has no batch delete url', async () => {
    listBackend(machines(5));
    const host = await mountList({ options: { urls: { list: '/machine/list', deleteBatch: '' } } });
    buttonNamed(host, '批量删除').click();
    await waitForNotice('请设置url.deleteBatch属性!');
  });
});

describe('button permissions', () => {
  it('hides 新增 and 批量删除 unless the user holds their codes', async () => {
    listBackend(machines(3));
    const permissions = { add: 'machine:add', batchDelete: 'machine:batch_delete' };
    let host = await mountList({ permissions, onAdd: () => undefined });
    expect(hasButton(host, '新增')).to.equal(false);
    expect(hasButton(host, '批量删除')).to.equal(false);
    unmountAll();
    setUserButtonAuth([{ action: 'machine:add', type: '1', describe: '添加' }]);
    host = await mountList({ permissions, onAdd: () => undefined });
    expect(hasButton(host, '新增')).to.equal(true);
    expect(hasButton(host, '批量删除')).to.equal(false);
  });
});

describe('the advanced query slot', () => {
  const advanced = { params: [{ field: 'name', rule: 'eq', val: '机器03', type: 'text' }], matchType: 'or' as const };

  it("merges the control's conditions as superQueryParams and superQueryMatchType, from page 1", async () => {
    const backend = listBackend(machines(25));
    const host = await mountList({ advanced });
    buttonNamed(host, '第 2 页').click();
    await waitFor(() => currentPage(host) === '2', 3000, 'page 2');
    buttonNamed(host, '高级查询').click();
    await waitFor(
      () => backend.listCalls().some((call) => call.superQueryMatchType === 'or'),
      3000,
      'the advanced request',
    );
    const sent = backend.listCalls().at(-1)!;
    expect(sent.pageNo).to.equal(1);
    expect(JSON.parse(decodeURIComponent(String(sent.superQueryParams)))).to.deep.equal(advanced.params);
  });

  it('重置 drops the conditions and starts the control afresh', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList({ advanced });
    buttonNamed(host, '高级查询').click();
    await waitFor(
      () => buttonNamed(host, '高级查询').getAttribute('aria-pressed') === 'true',
      3000,
      'the control active',
    );
    buttonNamed(host, '重置').click();
    await waitFor(
      () => buttonNamed(host, '高级查询').getAttribute('aria-pressed') === 'false',
      3000,
      'the control afresh',
    );
    await waitFor(() => !('superQueryParams' in backend.listCalls().at(-1)!), 3000, 'a request without conditions');
  });
});

describe('export', () => {
  it('saves the xlsx of the current query and the selected rows', async () => {
    const backend = listBackend(machines(25));
    const host = await mountList({
      options: { urls: { list: '/machine/list', exportXls: '/machine/exportXls' }, exportFileName: '机器台账' },
    });
    checkboxNamed(host, '选择 机器25').click();
    checkboxNamed(host, '选择 机器24').click();
    buttonNamed(host, '导出').click();
    await waitFor(() => backend.saved.length === 1, 3000, 'the saved file');
    expect(backend.saved[0]).to.match(/^机器台账/);
    expect(backend.exportCalls()[0]).to.include({ selections: 'm25,m24', column: 'createTime', order: 'desc' });
    expect(backend.exportCalls()[0]).not.to.have.property('pageNo');
  });

  it('says to set the url property when the export url is empty', async () => {
    listBackend(machines(3));
    const host = await mountList({ options: { urls: { list: '/machine/list', exportXls: '' } } });
    buttonNamed(host, '导出').click();
    await waitForNotice('请设置url.exportXlsUrl属性!');
  });
});
