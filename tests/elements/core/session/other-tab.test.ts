import {
  getToken,
  resetSessionBacking,
  setToken,
  subscribeToken,
  removeToken,
} from '../../../../elements/core/session';
import { expect, waitFor } from '../../harness';

// A same-origin frame shares this page's localStorage; its writes reach this window as real
// `storage` events, just as another tab's do.
async function otherTab(): Promise<Window> {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  await waitFor(() => frame.contentWindow?.localStorage !== undefined, 3000, 'the frame');
  return frame.contentWindow!;
}

afterEach(() => {
  removeToken();
  resetSessionBacking();
  document.querySelectorAll('iframe').forEach((frame) => {
    frame.remove();
  });
});

describe('the session lives in the page’s own localStorage, in vue-ls format', () => {
  it('writes the token where a JeecgBoot page reads it', () => {
    setToken('browser-token');
    const stored = JSON.parse(localStorage.getItem('pro__Access-Token')!);
    expect(stored.value).to.equal('browser-token');
    expect(stored.expire - Date.now()).to.be.within(604_800_000 - 60_000, 604_800_000);
  });
});

describe('a token written or removed in another tab reaches subscribers', () => {
  it('hears a login and a logout made elsewhere', async () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeToken(() => seen.push(getToken()));
    const tab = await otherTab();
    tab.localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'from-other-tab', expire: null }));
    await waitFor(() => seen.length === 1, 3000, 'the login event');
    tab.localStorage.removeItem('pro__Access-Token');
    await waitFor(() => seen.length === 2, 3000, 'the logout event');
    unsubscribe();
    expect(seen).to.deep.equal(['from-other-tab', null]);
  });
});
