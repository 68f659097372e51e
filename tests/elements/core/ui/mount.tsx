// Mounts a React tree the way our widgets live: inside an open shadow root that delegates focus,
// as our elements' roots do, with an Emotion cache whose container is a node inside that root,
// or in the light DOM like the console.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sendMouse } from '../../harness';

export interface Mounted {
  /** Where queries start: the shadow root, or the light-DOM container. */
  root: ShadowRoot | HTMLElement;
  host: HTMLElement;
  render(node: ReactNode): void;
  $<T extends Element = HTMLElement>(selector: string): T;
  $$<T extends Element = HTMLElement>(selector: string): T[];
  /** The focused element inside the root (the shadow root's activeElement in shadow mode). */
  focused(): Element | null;
}

const mounted: Array<() => void> = [];

export type MountMode = 'shadow' | 'light';

export function mount(node: ReactNode, mode: MountMode = 'shadow'): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  let root: ShadowRoot | HTMLElement = host;
  let styleContainer: HTMLElement = document.head;
  if (mode === 'shadow') {
    root = host.attachShadow({ mode: 'open', delegatesFocus: true });
    styleContainer = document.createElement('div');
    root.append(styleContainer);
  }
  const reactContainer = document.createElement('div');
  root.append(reactContainer);
  const cache = createCache({
    key: mode === 'shadow' ? 'farm-test' : 'farm-light',
    container: styleContainer,
    speedy: false,
  });
  const reactRoot = createRoot(reactContainer);
  const render = (next: ReactNode) =>
    flushSync(() => reactRoot.render(<CacheProvider value={cache}>{next}</CacheProvider>));
  render(node);
  mounted.push(() => {
    reactRoot.unmount();
    host.remove();
  });
  return {
    root,
    host,
    render,
    $: <T extends Element>(selector: string) => {
      const found = root.querySelector<T>(selector);
      if (!found) throw new Error(`Nothing matches ${selector}`);
      return found;
    },
    $$: <T extends Element>(selector: string) => Array.from(root.querySelectorAll<T>(selector)),
    focused: () => (mode === 'shadow' ? (root as ShadowRoot).activeElement : document.activeElement),
  };
}

/** Unmounts everything mounted by the current test; call it from `afterEach`. */
export function unmountAll(): void {
  while (mounted.length) mounted.pop()!();
}

/** A real mouse click at the centre of the element, as a user would make it. */
export async function click(element: Element): Promise<void> {
  const { x, y } = centre(element);
  await sendMouse({ type: 'click', position: [x, y] });
}

export function centre(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
}

/** The elements whose visible text is exactly `text`, innermost first. */
export function byText<T extends Element = HTMLElement>(root: ParentNode, text: string, selector = '*'): T {
  const found = Array.from(root.querySelectorAll<T>(selector)).filter(
    (element) => element.textContent?.trim() === text,
  );
  if (!found.length) throw new Error(`No element with text ${text}`);
  return found[found.length - 1];
}
