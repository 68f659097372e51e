import { FarmDetailModal } from '../../../console/pages/farm/farm-detail-modal';
import type { FarmDeclaration, FarmRecord } from '../../../console/pages/farm/farm-declaration';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { NoticeProvider } from '../../../elements/core/ui';
import { fakeBackend, ok, type Answer } from '../../unit/core/http/fake-backend';
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

describe('详细信息 read afresh', () => {
  const titleShown = () =>
    Array.from(document.querySelectorAll('dt')).find((term) => term.textContent === '标题')?.nextElementSibling
      ?.textContent;

  it('warns with the server’s refusal and shows the row as the list has it', async () => {
    const backend = fakeBackend(() => ({
      data: { success: false, message: '该记录已被删除', code: 500, result: null },
    }));
    configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
    reactHost().render(
      <NoticeProvider>
        <FarmDetailModal declaration={TOPIC} record={{ id: 't9', title: '列表中的标题' }} onClose={() => undefined} />
      </NoticeProvider>,
    );
    await waitFor(
      () =>
        Array.from(document.querySelectorAll('[data-level="warning"]')).some((notice) =>
          notice.textContent?.includes('该记录已被删除'),
        ),
      5000,
      'the warning',
    );
    expect(titleShown()).to.equal('列表中的标题');
    expect(backend.requests.map((request) => [request.url, request.params?.id])).to.deep.equal([
      ['/farm/topic/queryById', 't9'],
    ]);
  });

  it('opened for another row, never shows the details read for the row before', async () => {
    let answerSecond: (answer: Answer) => void = () => undefined;
    const backend = fakeBackend((request) =>
      request.params?.id === 't1'
        ? ok(STORED)
        : new Promise<Answer>((resolve) => {
            answerSecond = resolve;
          }),
    );
    configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
    const { render } = reactHost();
    const modalOf = (record: FarmRecord | null) => (
      <NoticeProvider>
        <FarmDetailModal declaration={TOPIC} record={record} onClose={() => undefined} />
      </NoticeProvider>
    );
    render(modalOf({ id: 't1', title: '旧标题' }));
    await waitFor(() => titleShown() === '秋收通知', 5000, 'the details read afresh');
    render(modalOf(null));
    // Every text the page held on the way, including one replaced within the same task.
    const shown: string[] = [];
    const watcher = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.oldValue) shown.push(change.oldValue);
        for (const node of Array.from(change.removedNodes)) shown.push(node.textContent ?? '');
      }
    });
    watcher.observe(document.body, {
      childList: true,
      characterData: true,
      characterDataOldValue: true,
      subtree: true,
    });
    render(modalOf({ id: 't2', title: '春耕安排' }));
    await waitFor(() => backend.requests.length === 2, 5000, 'the second row asked for');
    await waitFor(() => titleShown() === '春耕安排', 5000, 'the second row as listed');
    watcher.disconnect();
    expect(shown.filter((text) => text.includes('秋收通知'))).to.deep.equal([]);
    answerSecond(ok({ id: 't2', title: '春耕安排（全文）' }));
    await waitFor(() => titleShown() === '春耕安排（全文）', 5000, 'the second row read afresh');
  });
});
