import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DictList, OnlineUserList, PositionList, RoleList } from '../../../console/pages/system';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { setUserButtonAuth } from '../../../elements/core/session';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok } from '../../unit/core/http/fake-backend';
import { expect, waitFor } from '../harness';

// Each page's buttons follow the permission check; the server refuses the rest on its own (e2e).
const ROLE = {
  id: 'r1',
  roleName: '巡检员',
  roleCode: 'inspector',
  description: null,
  createTime: '2026-01-01 00:00:00',
};
const POSITION = { id: 'p1', code: 'agent', name: '客服', postRank: '1', createTime: '2026-01-01 00:00:00' };
const DICT = {
  id: 'd1',
  dictName: '性别',
  dictCode: 'sex',
  description: null,
  type: 0,
  createTime: '2026-01-01 00:00:00',
};
const SESSION = {
  id: 's1',
  token: 's1',
  userId: 'u1',
  username: 'operator',
  realname: '王晓运',
  ip: '127.0.0.1',
  loginTime: '2026-01-01 00:00:00',
  expireTime: '2026-01-02 00:00:00',
};

const LISTS: Record<string, unknown> = {
  '/sys/role/list': ROLE,
  '/sys/position/list': POSITION,
  '/sys/dict/list': DICT,
  '/sys/online/list': SESSION,
};

let mounted: { root: Root; host: HTMLElement } | null = null;

afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
  resetHttpConfig();
  setUserButtonAuth([]);
});

async function mount(page: ReactElement, codes: readonly string[]): Promise<HTMLElement> {
  setUserButtonAuth(codes.map((action) => ({ action, type: '1', describe: action })));
  const backend = fakeBackend((request) => {
    const path = Object.keys(LISTS).find((url) => request.url?.endsWith(url));
    return path ? ok({ records: [LISTS[path]], total: 1 }) : ok([]);
  });
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<NoticeProvider>{page}</NoticeProvider>));
  mounted = { root, host };
  await waitFor(() => host.querySelector('tbody [role="group"]') !== null, 5000, 'the first row');
  return host;
}

const buttons = (scope: Element) =>
  Array.from(scope.querySelectorAll('button')).map((button) => button.textContent?.trim());
const rowActions = (host: HTMLElement) => buttons(host.querySelector('tbody [role="group"]')!);

describe('the administration pages and button permissions', () => {
  it('roles: every action with every code, only 授权 (and the users, a read) with role:authorize alone', async () => {
    let host = await mount(<RoleList />, [
      'role:add',
      'role:edit',
      'role:delete',
      'role:batch_delete',
      'role:authorize',
      'role:export',
      'role:import',
    ]);
    expect(buttons(host)).to.include.members(['新增', '批量删除', '导出', '导入']);
    expect(rowActions(host)).to.deep.equal(['编辑', '用户', '授权', '删除']);
    mounted?.root.unmount();
    mounted?.host.remove();
    host = await mount(<RoleList />, ['role:authorize']);
    for (const hidden of ['新增', '批量删除', '导出', '导入']) expect(buttons(host)).not.to.include(hidden);
    expect(rowActions(host)).to.deep.equal(['用户', '授权']);
  });

  it('positions: nothing but reading without codes', async () => {
    const host = await mount(<PositionList />, []);
    expect(buttons(host)).not.to.include('新增');
    expect(rowActions(host)).to.deep.equal([]);
  });

  it('dictionaries: 字典配置 is a read, 刷新缓存 needs dict:refresh', async () => {
    let host = await mount(<DictList />, ['dict:edit']);
    expect(rowActions(host)).to.deep.equal(['编辑', '字典配置']);
    expect(buttons(host)).not.to.include('刷新缓存');
    mounted?.root.unmount();
    mounted?.host.remove();
    host = await mount(<DictList />, ['dict:refresh']);
    expect(buttons(host)).to.include('刷新缓存');
  });

  it('online users: 强退 needs online:force_logout', async () => {
    let host = await mount(<OnlineUserList />, []);
    expect(rowActions(host)).to.deep.equal([]);
    mounted?.root.unmount();
    mounted?.host.remove();
    host = await mount(<OnlineUserList />, ['online:force_logout']);
    expect(rowActions(host)).to.deep.equal(['强退']);
  });
});
