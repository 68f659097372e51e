import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { QuartzJobList } from '../../../console/pages/system';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { setUserButtonAuth } from '../../../elements/core/session';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok } from '../../unit/core/http/fake-backend';
import { expect, waitFor } from '../harness';

// The page's buttons follow the permission check; the server refuses the rest on its own (e2e).
const JOB = {
  id: 'j1',
  jobClassName: 'farm.job.TempUploadCleanupJob',
  cronExpression: '0 0 3 * * ?',
  parameter: '24',
  description: null,
  status: 0,
  createTime: '2026-01-01 00:00:00',
};

let mounted: { root: Root; host: HTMLElement } | null = null;

afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
  resetHttpConfig();
  setUserButtonAuth([]);
});

async function mountJobs(codes: readonly string[]): Promise<HTMLElement> {
  setUserButtonAuth(codes.map((action) => ({ action, type: '1', describe: action })));
  const backend = fakeBackend((request) =>
    request.url?.endsWith('/sys/quartzJob/list') ? ok({ records: [JOB], total: 1 }) : { status: 404, data: {} },
  );
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <NoticeProvider>
        <QuartzJobList />
      </NoticeProvider>,
    ),
  );
  mounted = { root, host };
  await waitFor(() => host.querySelector('[role="group"]') !== null, 5000, 'the job row');
  return host;
}

const buttons = (scope: Element) =>
  Array.from(scope.querySelectorAll('button')).map((button) => button.textContent?.trim());
const rowActions = (host: HTMLElement) => buttons(host.querySelector('[role="group"]')!);

describe('the scheduled-jobs page and button permissions', () => {
  it('shows every action to a user holding every code', async () => {
    const host = await mountJobs([
      'quartz:add',
      'quartz:batch_delete',
      'quartz:edit',
      'quartz:pause',
      'quartz:resume',
      'quartz:execute',
      'quartz:log',
      'quartz:delete',
    ]);
    expect(buttons(host)).to.include.members(['新增', '批量删除']);
    expect(rowActions(host)).to.deep.equal(['编辑', '停止', '立即执行', '执行日志', '删除']);
  });

  it('shows a user holding only the run log nothing else', async () => {
    const host = await mountJobs(['quartz:log']);
    expect(buttons(host)).not.to.include('新增');
    expect(buttons(host)).not.to.include('批量删除');
    expect(rowActions(host)).to.deep.equal(['执行日志']);
  });

  it('offers 停止 only with quartz:pause for a running job', async () => {
    const host = await mountJobs(['quartz:resume']);
    expect(rowActions(host)).to.deep.equal([]);
  });
});
