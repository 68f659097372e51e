import { FarmDetailModal } from '../../../console/pages/farm/farm-detail-modal';
import type { FarmDeclaration } from '../../../console/pages/farm/farm-declaration';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok } from '../../unit/core/http/fake-backend';
import { expect, waitFor } from '../harness';
import { reactHost, removeReactHosts } from '../react-host';

// 详细信息 of a record with a rich-text field, against a stand-in for queryById: the e2e tests
// open it on the real server.
const TOPIC: FarmDeclaration = {
  code: 'farm_topic',
  path: 'topic',
  title: '专题',
  permission: 'farm_topic',
  label: 'title',
  fields: [
    { name: 'title', title: '标题', kind: 'text', view: 'text', length: 100 },
    { name: 'content', title: '内容', kind: 'text', view: 'umeditor', length: 20000 },
  ],
  dictOptions: {},
};

const STORED = {
  id: 't1',
  title: '秋收通知',
  content:
    '<h3>秋收安排</h3><p>请按时检修<img src="data:," onerror="window.__hit = 1"><script>window.__hit = 2</script></p>',
};

afterEach(() => {
  removeReactHosts();
  resetHttpConfig();
});

describe('详细信息', () => {
  it('shows a rich-text field as its formatting, sanitised, and other fields as text', async () => {
    const backend = fakeBackend(() => ok(STORED));
    configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
    reactHost().render(
      <NoticeProvider>
        <FarmDetailModal declaration={TOPIC} record={{ id: 't1', title: '秋收通知' }} onClose={() => undefined} />
      </NoticeProvider>,
    );
    const rich = () => document.querySelector<HTMLElement>('dd[data-rich-text]');
    await waitFor(() => rich()?.querySelector('h3') != null, 5000, 'the formatted content');
    expect(rich()!.querySelector('h3')!.textContent).to.equal('秋收安排');
    expect(rich()!.textContent).to.not.contain('<p>');
    expect(rich()!.querySelector('script')).to.equal(null);
    expect(rich()!.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as { __hit?: number }).__hit).to.equal(undefined);
    const title = Array.from(document.querySelectorAll('dt')).find((term) => term.textContent === '标题')!;
    expect(title.nextElementSibling!.textContent).to.equal('秋收通知');
  });
});
