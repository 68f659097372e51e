import type { FarmNoticeBellElement } from '../../../elements/notice/element';
import '../../../elements/notice/element';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, waitFor } from '../harness';
import { FakeWebSocket, installFakeWebSocket, noticeBackend, restoreWebSocket, type Lists } from './notice-backend';

const announcement = (id: string, titile: string, extra: Record<string, unknown> = {}) => ({
  id,
  titile,
  sender: 'admin',
  sendTime: '2026-11-20 08:00:00',
  priority: 'L',
  msgContent: '<p>正文</p>',
  ...extra,
});

let lists: Lists | 'fail';
let backend: ReturnType<typeof noticeBackend>;
let spoken: string[];
const realSpeak = window.speechSynthesis.speak;

function mount(attributes: Record<string, string> = {}): FarmNoticeBellElement {
  const bell = document.createElement('farm-notice-bell');
  bell.token = 'token-1';
  bell.setAttribute('user-id', 'u1');
  bell.setAttribute('navigation', 'event');
  for (const [name, value] of Object.entries(attributes)) bell.setAttribute(name, value);
  document.body.append(bell);
  return bell;
}

const shadow = (bell: HTMLElement) => bell.shadowRoot as ShadowRoot;
const bellButton = (bell: HTMLElement) =>
  shadow(bell).querySelector<HTMLButtonElement>('button[aria-expanded]') as HTMLButtonElement;
const panelText = (bell: HTMLElement) => shadow(bell).querySelector('[role="dialog"]')?.textContent ?? '';
const listButtons = (bell: HTMLElement) => [
  ...shadow(bell).querySelectorAll<HTMLButtonElement>('[role="tabpanel"]:not([hidden]) li > button'),
];
const socket = () => FakeWebSocket.instances[FakeWebSocket.instances.length - 1];

async function openPanel(bell: HTMLElement): Promise<void> {
  await waitFor(() => !!shadow(bell)?.querySelector('button[aria-expanded]'), 3000, 'the bell');
  if (!shadow(bell).querySelector('[role="dialog"]')) bellButton(bell).click();
  await waitFor(() => !!shadow(bell).querySelector('[role="dialog"]'), 3000, 'the popover');
}

describe('<farm-notice-bell>', () => {
  beforeEach(() => {
    lists = {
      anntMsgList: [
        announcement('a1', '秋收通知', { priority: 'H' }),
        announcement('a2', '检修通知', { priority: 'M' }),
      ],
      sysMsgList: [announcement('s1', '系统升级')],
    };
    backend = noticeBackend(() => lists);
    installFakeWebSocket();
    spoken = [];
    window.speechSynthesis.speak = (utterance) => void spoken.push(utterance.text);
    localStorage.removeItem('farm-notice.readAloud');
  });

  afterEach(() => {
    document.querySelectorAll('farm-notice-bell').forEach((bell) => {
      bell.remove();
    });
    backend.restore();
    restoreWebSocket();
    window.speechSynthesis.speak = realSpeak;
  });

  it('loads on mount: the unread count, two tabs and priority tags 一般/重要/紧急', async () => {
    const bell = mount();
    await waitFor(() => bellButton(bell)?.getAttribute('aria-label') === '消息通知 3 条未读', 3000, 'the unread count');
    await openPanel(bell);
    const tabs = [...shadow(bell).querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal(['通知(2)', '系统消息(1)']);
    expect(listButtons(bell).map((item) => item.textContent)).to.deep.equal([
      '秋收通知紧急发布时间：2026-11-20 08:00:00',
      '检修通知重要发布时间：2026-11-20 08:00:00',
    ]);
  });

  it('opens /websocket/{userId} with the token as sub-protocol and sends HeartBeat', async () => {
    mount({ 'heartbeat-interval': '30' });
    await waitFor(() => FakeWebSocket.instances.length === 1, 3000, 'a socket');
    expect(socket().url).to.equal(`${location.origin.replace(/^http/, 'ws')}/farm-machine/websocket/u1`);
    expect(socket().protocols).to.deep.equal(['token-1']);
    socket().open();
    await waitFor(() => socket().sent.length >= 2, 3000, 'heartbeats');
    expect(new Set(socket().sent)).to.deep.equal(new Set(['HeartBeat']));
  });

  it('reloads on a pushed topic or user message and reads it aloud; ignores malformed frames', async () => {
    const bell = mount();
    await waitFor(
      () => backend.calls('/listByUser').length === 1 && FakeWebSocket.instances.length === 1,
      3000,
      'the first load',
    );
    socket().open();
    socket().push('alert(1)');
    socket().push('{"cmd":"heartcheck","msgTxt":"心跳响应"}');
    lists = { ...(lists as Lists), sysMsgList: [announcement('s2', '新的系统消息'), announcement('s1', '系统升级')] };
    socket().push('{"cmd":"user","msgId":"s2","msgTxt":"新的系统消息"}');
    await waitFor(() => bellButton(bell).getAttribute('aria-label') === '消息通知 4 条未读', 3000, 'the reload');
    expect(backend.calls('/listByUser')).to.have.length(2);
    expect(spoken).to.deep.equal(['新的系统消息']);
  });

  it('does not read aloud with no-read-aloud', async () => {
    mount({ 'no-read-aloud': '' });
    await waitFor(() => FakeWebSocket.instances.length === 1, 3000, 'a socket');
    socket().open();
    socket().push('{"cmd":"topic","msgTxt":"全员通知"}');
    await waitFor(() => backend.calls('/listByUser').length === 2, 3000, 'the reload');
    expect(spoken).to.deep.equal([]);
  });

  it('does not read aloud when switched off the JeecgBoot way, read-aloud="false"', async () => {
    mount({ 'read-aloud': 'false' });
    await waitFor(() => FakeWebSocket.instances.length === 1, 3000, 'a socket');
    socket().open();
    socket().push('{"cmd":"topic","msgTxt":"全员通知"}');
    await waitFor(() => backend.calls('/listByUser').length === 2, 3000, 'the reload');
    expect(spoken).to.deep.equal([]);
  });

  it('loads every poll-interval while the push channel is down, stops silently on a failed load, and not while it is open', async () => {
    const bell = mount({ 'poll-interval': '40', 'reconnect-delay': '60000' });
    await waitFor(
      () => backend.calls('/listByUser').length === 1 && FakeWebSocket.instances.length === 1,
      3000,
      'the first load',
    );
    socket().open();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(backend.calls('/listByUser'), 'no polling while the channel is open').to.have.length(1);

    socket().fail();
    await waitFor(
      () => bell.shadowRoot!.querySelector('[data-push]')?.getAttribute('data-push') === 'waiting',
      3000,
      'the channel waiting to reconnect',
    );
    lists = { ...(lists as Lists), sysMsgList: [announcement('s2', '推送不到的消息'), announcement('s1', '系统升级')] };
    await waitFor(() => bellButton(bell).getAttribute('aria-label') === '消息通知 4 条未读', 3000, 'a polled load');
    await waitFor(() => backend.calls('/listByUser').length >= 4, 3000, 'more polls');

    lists = 'fail';
    const failedAt = backend.calls('/listByUser').length + 1;
    await waitFor(() => backend.calls('/listByUser').length >= failedAt, 3000, 'the failing poll');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backend.calls('/listByUser'), 'polling stopped after the failure').to.have.length(failedAt);
    expect(bellButton(bell).getAttribute('aria-label')).to.equal('消息通知 4 条未读');
  });

  it('a failed load shows nothing and says nothing', async () => {
    lists = 'fail';
    const bell = mount();
    await waitFor(() => backend.calls('/listByUser').length === 1, 3000, 'the load');
    await openPanel(bell);
    expect(bellButton(bell).getAttribute('aria-label')).to.equal('消息通知');
    expect(panelText(bell)).to.contain('暂无消息');
  });

  it('opening an announcement marks it read, reloads and shows 通知消息 with the sender’s real name and sanitised content', async () => {
    lists = {
      anntMsgList: [
        announcement('a9', '去处理', {
          openType: 'url',
          openPage: '/farm/orders',
          msgContent: '<p id="ok">好</p><img src="data:," onerror="window.__bell=1"><script>window.__bell=2</script>',
        }),
      ],
      sysMsgList: [],
    };
    const bell = mount();
    const navigations: unknown[] = [];
    bell.addEventListener('farm-navigate', (event) => navigations.push((event as CustomEvent).detail));
    await openPanel(bell);
    await waitFor(() => listButtons(bell).length === 1, 3000, 'the list');
    listButtons(bell)[0].click();
    await waitFor(() => backend.calls('/editByAnntIdAndUserId').length === 1, 3000, 'mark read');
    expect(JSON.parse(String(backend.calls('/editByAnntIdAndUserId')[0].data))).to.deep.equal({ anntId: 'a9' });
    await waitFor(() => backend.calls('/listByUser').length === 2, 3000, 'the reload');
    const dialog = () => shadow(bell).querySelector('dialog[open]');
    await waitFor(() => !!dialog()?.textContent?.includes('发布人：管理员'), 3000, 'the detail');
    expect(dialog()?.textContent).to.contain('通知消息');
    expect(dialog()?.querySelector('#ok')?.textContent).to.equal('好');
    expect(dialog()?.querySelector('script')).to.equal(null);
    expect(dialog()?.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect((window as { __bell?: number }).__bell).to.equal(undefined);
    const go = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === '去处理',
    ) as HTMLButtonElement;
    go.click();
    expect(navigations).to.deep.equal([{ path: '/farm/orders' }]);
    await waitFor(() => !dialog(), 3000, 'the detail to close');
  });

  it('a component announcement opens its page with form data id = busId; view more goes to my announcements', async () => {
    lists = {
      anntMsgList: [
        announcement('c1', '工单', { openType: 'component', openPage: 'farm/OrderForm', busId: 'order-7' }),
      ],
      sysMsgList: [],
    };
    const bell = mount();
    const pages: unknown[] = [];
    const navigations: unknown[] = [];
    bell.addEventListener('farm-open-page', (event) => pages.push((event as CustomEvent).detail));
    bell.addEventListener('farm-navigate', (event) => navigations.push((event as CustomEvent).detail));
    await openPanel(bell);
    await waitFor(() => listButtons(bell).length === 1, 3000, 'the list');
    listButtons(bell)[0].click();
    expect(pages).to.deep.equal([{ component: 'farm/OrderForm', formData: { id: 'order-7' } }]);
    await openPanel(bell);
    const more = [...shadow(bell).querySelectorAll<HTMLButtonElement>('[role="tabpanel"]:not([hidden]) button')].find(
      (button) => button.textContent === '查看更多',
    ) as HTMLButtonElement;
    more.click();
    expect(navigations).to.deep.equal([{ path: '/isps/userAnnouncement' }]);
  });

  const openAnnouncement = async (bell: FarmNoticeBellElement) => {
    await openPanel(bell);
    await waitFor(() => listButtons(bell).length === 2, 3000, 'the list');
    listButtons(bell)[0].click();
    await waitFor(
      () => !!shadow(bell).querySelector('dialog[open] [data-part="announcement"]'),
      3000,
      'the 通知消息 detail',
    );
  };

  describeAccessibility<FarmNoticeBellElement>({
    tag: 'farm-notice-bell',
    mount: async () => {
      const bell = mount();
      await waitFor(
        () => bellButton(bell)?.getAttribute('aria-label') === '消息通知 3 条未读',
        3000,
        'the unread count',
      );
      return bell;
    },
    states: [
      { name: 'its popover', open: openPanel },
      {
        name: 'its popover on the 系统消息 tab',
        open: async (bell) => {
          await openPanel(bell);
          [...shadow(bell).querySelectorAll<HTMLElement>('[role="tab"]')][1].click();
          await waitFor(() => listButtons(bell).length === 1, 3000, 'the system messages');
        },
      },
      { name: 'the 通知消息 detail', open: openAnnouncement },
    ],
    dialogs: [
      {
        name: 'the popover',
        opener: bellButton,
        open: () => sendKeys({ press: 'Enter' }),
        dialog: (bell) => shadow(bell).querySelector('[role="dialog"]'),
      },
      {
        name: 'the 通知消息 detail',
        prepare: async (bell) => {
          await openPanel(bell);
          await waitFor(() => listButtons(bell).length === 2, 3000, 'the list');
        },
        opener: (bell) => listButtons(bell)[0],
        open: () => sendKeys({ press: 'Enter' }),
        dialog: (bell) => shadow(bell).querySelector('dialog[open]'),
        // The entry went away with the popover; focus goes back to the bell.
        returnTo: bellButton,
      },
    ],
  });
});
