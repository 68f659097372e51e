import type { InternalAxiosRequestConfig } from 'axios';
import type { ConsoleRoute } from '../../../console/session';
import { renderPage } from '../../../console/pages/page-registry';
import { expect, settle, waitFor } from '../harness';
import {
  deferredAnswer,
  mountConsole,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type Answer,
  type ConsoleView,
} from './console-fixture';

// The built-in online report list, reached as the page registry draws a report menu, against
// a stand-in of the server's JeecgBoot report contract (getRpColumns, getQueryInfo, getData).
afterEach(resetConsole);

const CODE = 'farm_driver_popup';
const CONFIG_ID = 'rp-farm-driver';

const CONFIG = {
  cgRpConfigId: CONFIG_ID,
  cgRpConfigName: '机手选择',
  columns: [
    { title: '姓名', dataIndex: 'realname' },
    { title: '性别', dataIndex: 'sex' },
    { title: '驾龄(年)', dataIndex: 'drivingYears' },
    { title: '状态', dataIndex: 'status' },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
    status: [
      { value: 'idle', text: '空闲' },
      { value: 'busy', text: '作业中' },
    ],
  },
};

const QUERY_INFO = [
  { field: 'realname', label: '姓名', view: 'text', mode: 'single' },
  { field: 'drivingYears', label: '驾龄(年)', view: 'number', mode: 'group' },
  { field: 'status', label: '状态', view: 'list', mode: 'single', dictCode: 'farm_driver_status' },
];

/** 25 drivers; the sex is a bare dictionary value, the status comes with the server's text. */
const DRIVERS = Array.from({ length: 25 }, (_, index) => ({
  realname: `机手${String(index + 1).padStart(2, '0')}`,
  sex: index % 2 === 0 ? 1 : 2,
  drivingYears: index,
  status: 'busy',
  status_dictText: '作业中',
}));

type Params = Record<string, unknown>;
/** A request's parameters without the client's cache-busting `_t`. */
function paramsOf(request: InternalAxiosRequestConfig): Params {
  const { _t: _ignored, ...params } = (request.params ?? {}) as Params;
  return params;
}

/** Answers like the server: filters by realname, pages the rows. */
function dataPage(params: Params): Answer {
  const rows = DRIVERS.filter((row) => !params.realname || row.realname === params.realname);
  const pageNo = Number(params.pageNo ?? 1);
  const pageSize = Number(params.pageSize ?? 10);
  return ok({ records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length });
}

interface Server {
  config?: () => Answer;
  data?: (params: Params) => Answer | Promise<Answer>;
  queryInfo?: readonly object[];
}

function reportServer(server: Server = {}) {
  return serverAnswers((request) => {
    const url = request.url ?? '';
    if (url.endsWith(`/getRpColumns/${CODE}`)) return server.config?.() ?? ok(CONFIG);
    if (url.endsWith(`/getQueryInfo/${CONFIG_ID}`)) return ok(server.queryInfo ?? QUERY_INFO);
    if (url.endsWith(`/getData/${CONFIG_ID}`)) return (server.data ?? dataPage)(paramsOf(request));
    return { status: 404, data: {} };
  });
}

const ROUTE: ConsoleRoute = {
  path: `/online/cgreport/${CODE}`,
  name: CODE,
  component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
  redirect: null,
  hidden: false,
  meta: {
    title: '机手报表',
    icon: null,
    url: `/online/cgreport/${CODE}`,
    keepAlive: false,
    componentName: null,
    internalOrExternal: false,
    hiddenHeaderContent: false,
    permissionList: [],
    permission: null,
  },
  ancestors: [],
};

const bodyRows = (view: ConsoleView) =>
  view.$$<HTMLTableRowElement>('tbody tr').map((row) => Array.from(row.cells).map((cell) => cell.textContent ?? ''));
const button = (scope: ParentNode, text: string) => {
  // The kit's buttons may space out two Chinese characters (查 询): compare without spaces.
  const found = Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent?.replace(/\s/g, '') === text,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const input = (view: ConsoleView, label: string) => {
  const found = view
    .$$('label')
    .find((candidate) => candidate.firstChild?.textContent === label)
    ?.querySelector('input');
  if (!found) throw new Error(`no field ${label}`);
  return found;
};
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const dataRequests = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.url?.includes('/getData/')).map(paramsOf);
const lastData = (requests: InternalAxiosRequestConfig[]) => dataRequests(requests).at(-1) ?? {};

async function openReport(server: Server = {}) {
  const backend = reportServer(server);
  const view = mountConsole(renderPage(ROUTE));
  await waitFor(() => bodyRows(view).length === 10, 5000, 'the first page of rows');
  return { view, requests: backend.requests };
}

describe('a report menu without a page of its own shows the report list', () => {
  it('titles the page with the report name and draws its columns, with dictionary values as their text', async () => {
    const { view } = await openReport();
    expect(view.$('h2').textContent).to.equal('机手选择');
    expect(view.$$('thead th').map((cell) => cell.textContent?.replace(/[▲▼⇅]/g, ''))).to.deep.equal([
      '姓名',
      '性别',
      '驾龄(年)',
      '状态',
    ]);
    expect(bodyRows(view)[0]).to.deep.equal(['机手01', '男', '0', '作业中']);
    expect(bodyRows(view)[1]).to.deep.equal(['机手02', '女', '1', '作业中']);
  });

  it('builds the query bar from the query info: a text box, a begin/end pair, a select of the dictionary', async () => {
    const { view } = await openReport();
    const search = view.$('[role="search"]');
    expect(Array.from(search.querySelectorAll('label')).map((label) => label.firstChild?.textContent)).to.deep.equal([
      '姓名',
      '驾龄(年)开始',
      '驾龄(年)结束',
    ]);
    const caption = Array.from(search.querySelectorAll('span')).find(
      (span) => span.textContent === '状态' && span.id.endsWith('-label'),
    );
    const select = caption?.nextElementSibling?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
    if (!select) throw new Error('no select for 状态');
    select.click();
    await waitFor(() => document.querySelectorAll('[role="option"]').length > 0, 3000, 'the status choices');
    expect(Array.from(document.querySelectorAll('[role="option"]')).map((option) => option.textContent)).to.deep.equal([
      '空闲',
      '作业中',
    ]);
  });
});

describe('the query bar', () => {
  it('sends the typed values with 查询 (group mode as _begin/_end) from page 1, and 重置 clears them', async () => {
    const { view, requests } = await openReport();
    type(input(view, '姓名'), '机手03');
    type(input(view, '驾龄(年)开始'), '2');
    type(input(view, '驾龄(年)结束'), '5');
    expect(dataRequests(requests)).to.have.length(1);
    button(view.root, '查询').click();
    await waitFor(() => bodyRows(view).length === 1, 5000, 'the filtered rows');
    expect(lastData(requests)).to.deep.include({
      realname: '机手03',
      drivingYears_begin: '2',
      drivingYears_end: '5',
      pageNo: 1,
      pageSize: 10,
    });
    expect(bodyRows(view)[0][0]).to.equal('机手03');

    button(view.root, '重置').click();
    await waitFor(() => bodyRows(view).length === 10, 5000, 'all rows again');
    expect(lastData(requests)).to.deep.equal({ pageNo: 1, pageSize: 10 });
    expect(input(view, '姓名').value).to.equal('');
  });
});

describe('date query fields', () => {
  const DATED = [
    ...QUERY_INFO,
    { field: 'hireDate', label: '入职日期', view: 'date', mode: 'group' },
    { field: 'lastWork', label: '最近作业', view: 'datetime', mode: 'single' },
  ];
  const picker = (view: ConsoleView, name: string) => {
    const found = view
      .$$<HTMLInputElement>('[role="search"] input')
      .find(
        (candidate) =>
          candidate.getAttribute('aria-label') === name || candidate.closest('label')?.firstChild?.textContent === name,
      );
    if (!found) throw new Error(`no picker ${name}`);
    return found;
  };

  it('a date range is one picker of two ends sent as _begin/_end, a datetime one picker, both in the spec’s formats', async () => {
    const { view, requests } = await openReport({ queryInfo: DATED });
    const range = view.$$('[role="search"] [role="group"]').find((group) => group.textContent?.startsWith('入职日期'));
    expect(range, 'the range group').to.exist;
    expect(picker(view, '入职日期开始').getAttribute('role')).to.equal('combobox');
    expect(picker(view, '最近作业').getAttribute('role')).to.equal('combobox');
    type(picker(view, '入职日期开始'), '2026-01-01');
    type(picker(view, '入职日期结束'), '2026-03-31');
    type(picker(view, '最近作业'), '2026-02-01 08:30:00');
    button(view.root, '查询').click();
    await waitFor(() => lastData(requests).hireDate_begin === '2026-01-01', 5000, 'the dated query');
    expect(lastData(requests)).to.deep.include({
      hireDate_begin: '2026-01-01',
      hireDate_end: '2026-03-31',
      lastWork: '2026-02-01 08:30:00',
    });
  });
});

describe('sorting and paging', () => {
  it('sorts by a header click: ascending, descending, then the report’s own order', async () => {
    const { view, requests } = await openReport();
    expect(lastData(requests)).not.to.have.property('column');
    const header = () => view.$<HTMLButtonElement>('button[aria-label*="驾龄(年)"]');
    header().click();
    await waitFor(() => lastData(requests).order === 'asc', 3000, 'the ascending sort');
    expect(lastData(requests)).to.deep.include({ column: 'drivingYears', order: 'asc' });
    header().click();
    await waitFor(() => lastData(requests).order === 'desc', 3000, 'the descending sort');
    header().click();
    await waitFor(() => !('column' in lastData(requests)), 3000, 'the report’s own order');
  });

  it('pages ten rows at a time with the total, and offers 10, 20 and 30 per page', async () => {
    const { view, requests } = await openReport();
    const pager = view.$('[aria-label="分页"]');
    expect(pager.textContent).to.include('1-10 共25条');
    view.$('button[aria-label="第 3 页"]').click();
    await waitFor(() => bodyRows(view).length === 5, 5000, 'the last page');
    expect(lastData(requests)).to.deep.include({ pageNo: 3, pageSize: 10 });
    expect(bodyRows(view)[0][0]).to.equal('机手21');

    pager.querySelector<HTMLButtonElement>('button[aria-label*="条/页"]')!.click();
    await waitFor(() => document.querySelectorAll('[role="option"]').length === 3, 3000, 'the page sizes');
    const sizes = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
    expect(sizes.map((option) => option.textContent)).to.deep.equal(['10 条/页', '20 条/页', '30 条/页']);
    sizes[1].click();
    await waitFor(() => lastData(requests).pageSize === 20, 3000, 'twenty per page');
  });
});

describe('failures', () => {
  it('shows a refused getData with its message and 重试, keeping what was typed', async () => {
    let refuse = false;
    const { view, requests } = await openReport({
      data: (params) => (refuse ? refused('驾龄(年) 不是数字') : dataPage(params)),
    });
    refuse = true;
    type(input(view, '驾龄(年)开始'), 'abc');
    button(view.root, '查询').click();
    await waitFor(() => view.$$('[role="alert"]').length === 1, 5000, 'the failure');
    const alert = view.$('[role="alert"]');
    expect(alert.textContent).to.include('驾龄(年) 不是数字');
    expect(input(view, '驾龄(年)开始').value).to.equal('abc');
    expect(bodyRows(view)).to.have.length(10);

    refuse = false;
    const sent = dataRequests(requests).length;
    button(alert, '重试').click();
    await waitFor(() => view.$$('[role="alert"]').length === 0, 5000, 'the failure to go');
    expect(dataRequests(requests)).to.have.length(sent + 1);
    expect(lastData(requests)).to.deep.include({ drivingYears_begin: 'abc' });
  });

  it('shows the server’s message with 重试 for a code it does not know, and the report once it answers', async () => {
    let known = false;
    const backend = reportServer({ config: () => (known ? ok(CONFIG) : refused('实体不存在')) });
    const view = mountConsole(renderPage(ROUTE));
    await waitFor(() => (view.root.textContent ?? '').includes('实体不存在'), 5000, 'the refusal');
    expect(view.root.textContent).to.include(`无法读取报表“${CODE}”的配置`);
    expect(backend.requests.some((request) => request.url?.includes('/getData/'))).to.equal(false);
    known = true;
    button(view.root, '重试').click();
    await waitFor(() => bodyRows(view).length === 10, 5000, 'the report after 重试');
  });
});

describe('answers that arrive out of order', () => {
  it('shows the newest request’s rows when an older, slower answer arrives after them', async () => {
    const slow = deferredAnswer();
    let holdNext = false;
    const { view, requests } = await openReport({
      data: (params) => {
        if (!holdNext) return dataPage(params);
        holdNext = false;
        return slow.promise;
      },
    });
    holdNext = true;
    view.$('button[aria-label="第 2 页"]').click();
    await waitFor(() => lastData(requests).pageNo === 2, 5000, 'the request for page 2');
    view.$('button[aria-label="第 3 页"]').click();
    await waitFor(() => bodyRows(view).length === 5, 5000, 'page 3');
    slow.release(dataPage({ pageNo: 2, pageSize: 10 }));
    await settle();
    expect(bodyRows(view)[0][0]).to.equal('机手21');
    expect(bodyRows(view)).to.have.length(5);
  });

  it('keeps a failure shown while 重试 asks again, until the answer replaces it', async () => {
    let refuse = false;
    const retried = deferredAnswer();
    const { view } = await openReport({
      data: (params) => {
        if (refuse) return refused('报表数据源不可用');
        return params.pageNo === 2 ? retried.promise : dataPage(params);
      },
    });
    refuse = true;
    view.$('button[aria-label="第 2 页"]').click();
    await waitFor(() => view.$$('[role="alert"]').length === 1, 5000, 'the failure');
    refuse = false;
    button(view.$('[role="alert"]'), '重试').click();
    await settle();
    expect(view.$('[role="alert"]').textContent).to.include('报表数据源不可用');
    retried.release(dataPage({ pageNo: 2, pageSize: 10 }));
    await waitFor(() => view.$$('[role="alert"]').length === 0, 5000, 'the failure to go');
    expect(bodyRows(view)[0][0]).to.equal('机手11');
  });
});
