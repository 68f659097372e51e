import type { FarmNoticeBellElement } from '../../../elements/notice/element';
import '../../../elements/notice/element';
import { expect, waitFor } from '../harness';
import { installFakeWebSocket, noticeBackend, restoreWebSocket } from './notice-backend';

// Opening the bell moves focus into its popover; that must not scroll whatever holds the bell
// (the page, or a host's scrolling toolbar that shows only part of the popover).

let backend: ReturnType<typeof noticeBackend>;

beforeEach(() => {
  backend = noticeBackend(() => ({
    anntMsgList: [{ id: 'a1', titile: '秋收通知', sender: 'admin', sendTime: '2026-11-20 08:00:00', priority: 'L' }],
    sysMsgList: [],
  }));
  installFakeWebSocket();
});

afterEach(() => {
  document.querySelectorAll('[data-test-holder]').forEach((holder) => {
    holder.remove();
  });
  backend.restore();
  restoreWebSocket();
});

describe('opening <farm-notice-bell>', () => {
  it('puts focus in the popover without scrolling the box around it', async () => {
    const holder = document.createElement('div');
    holder.dataset.testHolder = '';
    // A short box: the popover's first tab starts below what it shows.
    holder.style.cssText = 'height: 40px; overflow: auto; width: 480px; display: flex; justify-content: flex-end;';
    const bell = document.createElement('farm-notice-bell') as FarmNoticeBellElement;
    bell.token = 'token-1';
    bell.setAttribute('user-id', 'u1');
    bell.setAttribute('navigation', 'event');
    const filler = document.createElement('div');
    filler.style.cssText = 'position: absolute; top: 0; width: 1px; height: 2000px;';
    holder.append(bell, filler);
    holder.style.position = 'relative';
    document.body.append(holder);
    const root = () => bell.shadowRoot as ShadowRoot;
    await waitFor(() => !!root()?.querySelector('button[aria-expanded]'), 3000, 'the bell');
    const before = { holder: holder.scrollTop, page: window.scrollY };
    root().querySelector<HTMLButtonElement>('button[aria-expanded]')?.click();
    await waitFor(() => root().activeElement?.getAttribute('role') === 'tab', 3000, 'focus on the first tab');
    expect({ holder: holder.scrollTop, page: window.scrollY }).to.deep.equal(before);
  });
});
