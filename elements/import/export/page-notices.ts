import { createElement } from 'react';
import { silentNotifier, type Notice, type Notifier } from '../../core/http';
import { createNoticeBridge, NoticeProvider, type NoticeBridge } from '../../core/ui';
// The element factory's own mount (an Emotion cache per shadow root): these notices are drawn
// like an element's, without being one (no tag, nothing in the manifest).
import { mountShadowReactRoot } from '../../core/element/shadow-react-root';

/** Marks the notices' host on the page, for hosts' styles and tests. */
export const PAGE_NOTICES_ATTRIBUTE = 'data-farm-page-notices';

let shown: { bridge: NoticeBridge; host: HTMLElement } | null = null;

/**
 * The notices of a call made outside any element (FarmElements.exportXls()): the shared
 * NoticeProvider in a shadow root of its own at the end of the body. It is made on the first
 * notice, so a page that never gets one is left as it was, and put back if the page removed it.
 */
function pageNoticeBridge(): NoticeBridge {
  if (shown) {
    if (!shown.host.isConnected) document.body.append(shown.host);
    return shown.bridge;
  }
  const bridge = createNoticeBridge();
  const host = document.createElement('div');
  host.setAttribute(PAGE_NOTICES_ATTRIBUTE, '');
  document.body.append(host);
  mountShadowReactRoot(host.attachShadow({ mode: 'open' }), 'farm-page-notices').render(
    createElement(NoticeProvider, { bridge }),
  );
  shown = { bridge, host };
  return shown.bridge;
}

const show = (level: 'error' | 'warning' | 'success') => (notice: Notice) => pageNoticeBridge()[level](notice);

/**
 * Shows the HTTP client's messages on the page (a message without a title top centre, a titled
 * notification top right). It never asks to sign in again, as the elements' client does not: on
 * a host's page the session is the host's to end.
 */
export const pageNotifier: Notifier = {
  ...silentNotifier,
  error: show('error'),
  warning: show('warning'),
  success: show('success'),
};
