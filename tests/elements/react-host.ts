import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const hosts: { root: Root; host: HTMLElement }[] = [];

/** A React root in a fresh element of the page; `render` draws at once. */
export function reactHost(): { host: HTMLElement; render: (element: ReactElement) => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  hosts.push({ root, host });
  return { host, render: (element) => flushSync(() => root.render(element)) };
}

/** Unmounts and removes every host made by reactHost(): for afterEach. */
export function removeReactHosts(): void {
  for (const { root, host } of hosts.splice(0)) {
    root.unmount();
    host.remove();
  }
}
