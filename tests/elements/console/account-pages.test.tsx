import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountCenter, AccountSettings } from '../../../console/pages/account';
import { getUserInfo } from '../../../elements/core/session';
import { expect, sendKeys, waitFor } from '../harness';
import {
  byText,
  click,
  memorySession,
  mountConsole,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type Answer,
  type ConsoleView,
} from './console-fixture';

afterEach(resetConsole);

const USER = {
  id: 'user-zhangsan',
  username: 'zhangsan',
  realname: '张三',
  avatar: 'avatar/zhangsan_1700000000000.png',
  sex: 1,
  birthday: '1988-11-02',
  email: 'zhangsan@farm.example',
  phone: '13800000003',
  telephone: null,
  workNo: 'F0003',
  post: 'station_master',
  userIdentity: 1,
  departIds: null,
  relTenantIds: '1',
  orgCode: 'A01A03',
  status: 1,
};
const DEPARTS = {
  list: [
    { id: 'dep-service', departName: '农机服务中心', orgCode: 'A01A03' },
    { id: 'dep-service-east', departName: '东区服务站', orgCode: 'A01A03A01' },
  ],
  orgCode: 'A01A03A01',
};
const ROLES = [
  { id: 'role-admin', roleName: '系统管理员', roleCode: 'admin' },
  { id: 'role-repair', roleName: '维修主管', roleCode: 'repair_manager' },
];

/** The profile endpoints answer as the server does; `edit` answers the user edit. */
function profileServer(edit: Answer = ok(null, '编辑成功!')) {
  const answers: Record<string, Answer> = {
    '/sys/user/queryById': ok(USER),
    '/sys/user/getCurrentUserDeparts': ok(DEPARTS),
    '/sys/user/queryUserRole': ok(['role-repair']),
    '/sys/role/queryall': ok(ROLES),
    '/sys/user/login/setting/userEdit': edit,
  };
  return serverAnswers((request: InternalAxiosRequestConfig) => answers[request.url ?? ''] ?? refused('unexpected'));
}

const signedIn = () => memorySession({ id: 'user-zhangsan', username: 'zhangsan', realname: '张三' });
const field = (view: ConsoleView, name: string) => view.$<HTMLInputElement>(`input[name="${name}"]`);
const fieldErrors = (view: ConsoleView) => view.$$('[data-part="error"]').map((node) => node.textContent);

describe('个人中心 shows the signed-in user from the server', () => {
  it('shows the avatar, name, account, departments with the current one, and roles by name', async () => {
    signedIn();
    const server = profileServer();
    const view = mountConsole(<AccountCenter />);
    await waitFor(() => (view.root.textContent ?? '').includes('维修主管'), 3000, 'the roles');
    expect(view.$<HTMLImageElement>('img').getAttribute('src')).to.equal(
      '/farm-machine/sys/common/static/avatar/zhangsan_1700000000000.png',
    );
    expect(view.$('h2').textContent).to.equal('张三');
    const departs = byText(view.root, '所属部门', 'dt').nextElementSibling?.textContent;
    expect(departs).to.equal('农机服务中心东区服务站（当前部门）');
    expect(byText(view.root, '角色', 'dt').nextElementSibling?.textContent).to.equal('维修主管');
    const byId = server.requests.find((request) => request.url === '/sys/user/queryById');
    expect(byId?.params).to.include({ id: 'user-zhangsan' });
  });

  it('says 当前系统无登录用户! when nobody is signed in', () => {
    memorySession();
    profileServer();
    const view = mountConsole(<AccountCenter />);
    expect(view.root.textContent).to.include('当前系统无登录用户!');
  });
});

async function openBaseSettings(): Promise<ConsoleView> {
  const view = mountConsole(<AccountSettings />);
  await waitFor(() => view.root.querySelector('input[name="realname"]') !== null, 3000, 'the form');
  return view;
}

async function retype(view: ConsoleView, name: string, text: string): Promise<void> {
  const input = field(view, name);
  await click(input);
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe("基本设置 edits the user's own profile", () => {
  beforeEach(signedIn);

  it('starts from the stored profile', async () => {
    profileServer();
    const view = await openBaseSettings();
    expect(
      ['realname', 'birthday', 'email', 'phone', 'telephone'].map((name) => field(view, name).value),
    ).to.deep.equal(['张三', '1988-11-02', 'zhangsan@farm.example', '13800000003', '']);
    expect(byText(view.root, '男', 'label').querySelector('input')?.checked).to.equal(true);
    expect(field(view, 'birthday').getAttribute('role'), 'the birthday in the product date picker').to.equal(
      'combobox',
    );
  });

  it('sends only the own safe profile fields to the self-service edit, and shows the server message', async () => {
    const server = profileServer();
    const view = await openBaseSettings();
    await retype(view, 'realname', '张山');
    await click(byText(view.root, '更新基本信息', 'button'));
    await waitFor(() => view.notices().length > 0, 3000, 'the answer');
    expect(view.notices()).to.deep.equal([{ level: 'success', text: '编辑成功!' }]);
    const edit = server.requests.find((request) => request.url === '/sys/user/login/setting/userEdit')!;
    expect(edit.method).to.equal('post');
    expect(server.body(edit)).to.deep.equal({
      id: 'user-zhangsan',
      username: 'zhangsan',
      realname: '张山',
      sex: 1,
      birthday: '1988-11-02',
      email: 'zhangsan@farm.example',
      phone: '13800000003',
      telephone: null,
      avatar: 'avatar/zhangsan_1700000000000.png',
    });
    expect(getUserInfo()?.realname).to.equal('张山');
  });

  it("warns with the server's refusal and keeps the edits", async () => {
    profileServer(refused('没有权限，请联系管理员授权'));
    const view = await openBaseSettings();
    await retype(view, 'realname', '张山');
    await click(byText(view.root, '更新基本信息', 'button'));
    await waitFor(() => view.notices().length > 0, 3000, 'the answer');
    expect(view.notices()).to.deep.equal([{ level: 'warning', text: '没有权限，请联系管理员授权' }]);
    expect(field(view, 'realname').value).to.equal('张山');
    expect(getUserInfo()?.realname).to.equal('张三');
  });

  it('requires a name and checks the e-mail and mobile formats before sending', async () => {
    const server = profileServer();
    const view = await openBaseSettings();
    await retype(view, 'realname', '');
    await retype(view, 'email', 'zhangsan@');
    await retype(view, 'phone', '12345');
    await click(byText(view.root, '更新基本信息', 'button'));
    await waitFor(() => fieldErrors(view).length === 3);
    expect(fieldErrors(view)).to.deep.equal(['此项为必填项', '邮箱格式不正确', '请输入正确手机号']);
    expect(server.requests.some((request) => request.url === '/sys/user/login/setting/userEdit')).to.equal(false);
  });
});

describe('安全设置 and 新消息通知', () => {
  beforeEach(signedIn);

  it('changes the password through the 修改密码 dialog', async () => {
    profileServer();
    const view = mountConsole(<AccountSettings section="security" />);
    await click(byText(view.root, '修改', 'button'));
    const dialog = view.$<HTMLDialogElement>('dialog');
    await waitFor(() => dialog.open, 3000, 'the dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('修改密码');
  });

  it('leads to my announcements', async () => {
    profileServer();
    const view = mountConsole(
      <MemoryRouter initialEntries={['/account/settings/base']}>
        <Routes>
          <Route path="/account/settings/base" element={<AccountSettings section="notification" />} />
          <Route path="/isps/userAnnouncement" element={<p id="landed">我的消息</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await click(byText(view.root, '查看', 'button'));
    await waitFor(() => view.root.querySelector('#landed') !== null);
  });
});
