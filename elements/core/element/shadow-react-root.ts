import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface ShadowReactRoot {
  /** Draws `node` at the end of the current task (the last node given by then), as Lit does. */
  render(node: ReactNode): void;
  unmount(): void;
}

/**
 * Emotion keys allow lower-case letters and hyphens only: `farm-cron` keeps its name, any
 * other tag (an npm user's own) is prefixed so classes still read as ours.
 */
export function emotionKeyFor(tagName: string): string {
  const rest = tagName
    .toLowerCase()
    .replace(/^farm-/, '')
    .replace(/[^a-z-]/g, '');
  return `farm-${rest}`.replace(/-+$/, '') || 'farm';
}

/**
 * Mounts a React root inside `shadowRoot` with its own Emotion cache.
 * - The cache's container is a node inside the shadow root, not the root itself (that
 *   duplicates the style tags on every remount), and is removed with the mount.
 * - `speedy: false`: rules added with `insertRule` vanish when a `<style>` is re-connected,
 *   while the cache believes they are still there. A new cache is made for every mount.
 */
export function mountShadowReactRoot(shadowRoot: ShadowRoot, emotionKey: string): ShadowReactRoot {
  const styleContainer = document.createElement('div');
  styleContainer.setAttribute('data-farm-styles', '');
  const mountPoint = document.createElement('div');
  mountPoint.setAttribute('data-farm-mount', '');
  shadowRoot.append(styleContainer, mountPoint);

  const cache = createCache({ key: emotionKey, container: styleContainer, speedy: false });
  const root = createRoot(mountPoint);
  let latest: ReactNode = null;
  let scheduled = false;
  let unmounted = false;
  return {
    // The properties and attributes a host sets in one go are drawn together in a microtask,
    // before the browser lays the page out. Left to React's scheduler they could still be
    // pending when react-data-grid's ResizeObserver callback forces a render, which draws them
    // too: the box changing size there makes Chromium report "ResizeObserver loop completed
    // with undelivered notifications" to the page's error handlers.
    render(node) {
      latest = node;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (!unmounted) flushSync(() => root.render(createElement(CacheProvider, { value: cache }, latest)));
      });
    },
    unmount() {
      unmounted = true;
      root.unmount();
      cache.sheet.flush();
      styleContainer.remove();
      mountPoint.remove();
    },
  };
}
