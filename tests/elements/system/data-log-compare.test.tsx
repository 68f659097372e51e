import type { InternalAxiosRequestConfig } from 'axios';
import { DataLogCompare } from '../../../console/pages/system/data-log/data-log-compare';
import type { DataLogRecord } from '../../../console/pages/system/data-log/data-log-record';
import { expect, settle, waitFor } from '../harness';
import {
  click,
  deferredAnswer,
  mountConsole,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type Answer,
  type ConsoleView,
} from '../console/console-fixture';

// 数据比较 against a stand-in of queryDataVerList and queryCompareList: the e2e test compares two
// edits on the real server; here the answers come in the order the test chooses.
afterEach(resetConsole);

const entry = (version: number): DataLogRecord => ({
  id: `log-${version}`,
  dataTable: 'farm_machine_type',
  dataId: 'type-1',
  dataVersion: String(version),
  dataContent: JSON.stringify({ name: `型号${version}` }),
  createBy: 'admin',
  createName: '管理员',
  createTime: `2026-01-0${version} 08:00:00`,
});
const VERSIONS = [entry(4), entry(3), entry(2), entry(1)];
const byId = (id: unknown) => VERSIONS.find((candidate) => candidate.id === id);

type Params = Record<string, unknown>;
/** A request's parameters without the client's cache-busting `_t`. */
function paramsOf(request: InternalAxiosRequestConfig): Params {
  const { _t: _ignored, ...params } = (request.params ?? {}) as Params;
  return params;
}

function compareServer(compare: (params: Params) => Answer | Promise<Answer> = (params) => comparedPair(params)) {
  return serverAnswers((request) => {
    if (request.url === '/sys/dataLog/queryDataVerList') return ok(VERSIONS);
    if (request.url === '/sys/dataLog/queryCompareList') return compare(paramsOf(request));
    return { status: 404, data: {} };
  });
}
const comparedPair = (params: Params): Answer => ok([byId(params.dataId1), byId(params.dataId2)]);
const compareRequests = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.url === '/sys/dataLog/queryCompareList').map(paramsOf);

const headers = () =>
  Array.from(document.querySelectorAll('table[aria-label="版本对比"] thead th')).map((cell) => cell.textContent);

async function chooseVersion(slot: '版本号1' | '版本号2', version: string): Promise<void> {
  const label = Array.from(document.querySelectorAll('label')).find((candidate) =>
    candidate.textContent?.startsWith(slot),
  );
  const select = label?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
  if (!select) throw new Error(`no select ${slot}`);
  await click(select);
  await waitFor(() => document.querySelectorAll('[role="option"]').length === VERSIONS.length, 5000, 'the versions');
  const option = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]')).find(
    (candidate) => candidate.textContent === version,
  );
  if (!option) throw new Error(`no version ${version}`);
  await click(option);
  await waitFor(() => select.textContent === version, 5000, `version ${version} chosen`);
}

function open(pair: readonly [DataLogRecord, DataLogRecord]): ConsoleView {
  return mountConsole(<DataLogCompare pair={pair} onClose={() => undefined} />);
}

describe('数据比较', () => {
  it('compares the older ticked entry on the left, and offers every version of the row', async () => {
    const server = compareServer();
    open([entry(4), entry(1)]);
    await waitFor(() => headers().length === 4, 5000, 'the comparison');
    expect(headers()).to.deep.equal(['字段名', '版本:1', '版本:4', '变化']);
    expect(compareRequests(server.requests)).to.deep.equal([{ dataId1: 'log-1', dataId2: 'log-4' }]);
    const versionsRequest = server.requests.find((request) => request.url === '/sys/dataLog/queryDataVerList');
    expect(versionsRequest && paramsOf(versionsRequest)).to.deep.include({
      dataTable: 'farm_machine_type',
      dataId: 'type-1',
    });
  });

  it('shows the newest choice when the answer to an earlier choice arrives after it', async () => {
    const slow = deferredAnswer();
    const server = compareServer((params) => (params.dataId1 === 'log-2' ? slow.promise : comparedPair(params)));
    open([entry(4), entry(1)]);
    await waitFor(() => headers().length === 4, 5000, 'the first comparison');
    await chooseVersion('版本号1', '2');
    await waitFor(() => compareRequests(server.requests).length === 2, 5000, 'the request for version 2');
    await chooseVersion('版本号1', '3');
    await waitFor(() => headers()[1] === '版本:3', 5000, 'the comparison of version 3');
    slow.release(comparedPair({ dataId1: 'log-2', dataId2: 'log-4' }));
    await settle();
    expect(headers()).to.deep.equal(['字段名', '版本:3', '版本:4', '变化']);
  });

  it('shows the server’s refusal in place of the comparison', async () => {
    compareServer(() => refused('数据不存在'));
    open([entry(4), entry(1)]);
    await waitFor(() => document.querySelector('[role="alert"]')?.textContent === '数据不存在', 5000, 'the refusal');
    expect(headers()).to.deep.equal([]);
  });
});
