import { FarmPartsView } from '../../../console/pages/farm/farm-parts-view';
import type { FarmDeclaration } from '../../../console/pages/farm/farm-declaration';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok, type Answer } from '../../unit/core/http/fake-backend';
import { expect, waitFor } from '../harness';
import { reactHost, removeReactHosts } from '../react-host';

// A master's parts shown read-only (详细信息, the ERP list). The server's refusal and a network
// failure are stood in here: the e2e test reads real parts from the real server.
const DECLARATION: FarmDeclaration = {
  code: 'farm_meeting_main',
  path: 'meetingMain',
  title: '会议',
  permission: 'farm_meeting_main',
  label: 'title',
  fields: [{ name: 'title', title: '会议名称', kind: 'text', view: 'text', length: 100 }],
  dictOptions: { attend_type: [{ value: '1', text: '代表' }] },
  parts: [
    {
      code: 'farm_meeting_attendees',
      path: 'meetingAttendees',
      title: '参会人员',
      permission: 'farm_meeting_attendees',
      label: 'name',
      listKey: 'meetingAttendeesList',
      parentField: 'meetingId',
      fields: [
        { name: 'name', title: '姓名', kind: 'text', view: 'text', length: 50 },
        { name: 'attendType', title: '参会类型', kind: 'text', view: 'list', dict: 'attend_type' },
        { name: 'meetingId', title: '会议', kind: 'text', view: 'text', length: 36 },
      ],
    },
    {
      code: 'farm_meeting_cars',
      path: 'meetingCars',
      title: '会议用车',
      permission: 'farm_meeting_cars',
      label: 'plate',
      listKey: 'meetingCarsList',
      parentField: 'meetingId',
      fields: [{ name: 'plate', title: '车牌', kind: 'text', view: 'text', length: 20 }],
    },
  ],
};

afterEach(() => {
  removeReactHosts();
  resetHttpConfig();
});

function mount(answer: (url: string, id: string) => Answer | Promise<Answer>) {
  const backend = fakeBackend((request) => answer(request.url ?? '', (request.params as { id: string }).id));
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  const { host, render: draw } = reactHost();
  const render = (masterId: string) =>
    draw(
      <NoticeProvider>
        <FarmPartsView declaration={DECLARATION} masterId={masterId} />
      </NoticeProvider>,
    );
  return { host, backend, render };
}

const tabs = (host: HTMLElement) => Array.from(host.querySelectorAll('[role="tab"]')).map((tab) => tab.textContent);
const retryButton = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('button')).find((button) => button.textContent?.trim() === '重试');

describe("a master's parts, read-only", () => {
  it('reads each kind by the master id and shows it in a tab with its count, choices as their text', async () => {
    const { host, backend, render } = mount((url) =>
      ok(
        url.endsWith('/queryMeetingAttendeesByMainId')
          ? [{ id: 'p1', name: '王建国', attendType: '1', meetingId: 'm1' }]
          : [],
      ),
    );
    render('m1');
    expect(host.querySelector('[role="status"]')?.textContent).to.equal('正在读取子表...');
    await waitFor(() => tabs(host).length === 2, 3000, 'the tabs');
    expect(tabs(host)).to.deep.equal(['参会人员（1）', '会议用车（0）']);
    expect(backend.requests.map((request) => [request.url, (request.params as { id: string }).id])).to.deep.equal([
      ['/farm/meetingMain/queryMeetingAttendeesByMainId', 'm1'],
      ['/farm/meetingMain/queryMeetingCarsByMainId', 'm1'],
    ]);
    const grid = host.querySelector('[role="grid"][aria-label="参会人员"]')!;
    await waitFor(() => grid.textContent?.includes('代表') === true, 3000, 'the choice as its text');
    expect(grid.textContent).to.contain('王建国');
    expect(grid.querySelector('input, select, textarea')).to.equal(null);
  });

  it("shows the server's refusal with 重试, which reads again", async () => {
    let refuse = true;
    const { host, render } = mount(() =>
      refuse ? { data: { success: false, message: '没有权限查看子表', code: 500, result: null } } : ok([]),
    );
    render('m1');
    await waitFor(() => host.querySelector('[role="alert"]') !== null, 3000, 'the refusal');
    expect(host.querySelector('[role="alert"]')!.textContent).to.contain('没有权限查看子表');
    refuse = false;
    retryButton(host)!.click();
    await waitFor(() => tabs(host).length === 2, 3000, 'the tabs after 重试');
  });

  it('says the parts could not be read when the network fails', async () => {
    const { host, render } = mount(() => ({ fail: 'network' }));
    render('m1');
    await waitFor(() => host.querySelector('[role="alert"]') !== null, 5000, 'the failure');
    expect(host.querySelector('[role="alert"]')!.textContent).to.contain('子表读取失败');
    expect(retryButton(host)).to.not.equal(undefined);
  });

  it('shows the newest master when an older answer arrives late', async () => {
    const held: ((answer: Answer) => void)[] = [];
    const { host, render } = mount((url, id) =>
      id === 'old'
        ? new Promise<Answer>((resolve) => held.push(resolve))
        : ok(url.endsWith('AttendeesByMainId') ? [{ id: 'n1', name: '李秀英', meetingId: 'new' }] : []),
    );
    render('old');
    render('new');
    await waitFor(() => tabs(host).length === 2, 3000, 'the newer master');
    for (const resolve of held) resolve(ok([{ id: 'o1', name: '旧会议的人', meetingId: 'old' }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const grid = host.querySelector('[role="grid"][aria-label="参会人员"]')!;
    expect(grid.textContent).to.contain('李秀英');
    expect(grid.textContent).to.not.contain('旧会议的人');
  });
});
