import type { Page } from '@playwright/test';

// In-page timings of the pickers on demo/pickers.html: each starts with the user's action
// (a click, Enter in a search box) and ends at the first animation frame in which the answer is
// drawn, both read from the page's own clock, so Playwright's round trips are not counted.

export type Probe =
  | { kind: 'open'; picker: string; rows: number }
  | { kind: 'expand-all'; picker: string; rows: number }
  | { kind: 'search-departs'; picker: string; keyword: string; rows: number }
  | { kind: 'search-users'; picker: string; prefix: string; rows: number }
  | { kind: 'expand-node'; picker: string; title: string; childTitle: string }
  | { kind: 'choose-depart'; picker: string; title: string; departText: string }
  | { kind: 'cancel'; picker: string };

export interface ProbeResult {
  ms: number;
  /** Tree items in the DOM when the answer was drawn. */
  treeItems: number;
}

export function probe(page: Page, step: Probe): Promise<ProbeResult> {
  return page.evaluate(async (probe: Probe) => {
    const ROW_HEIGHT = 28;
    const root = document.getElementById(probe.picker)!.shadowRoot!;
    const dialog = () => root.querySelector<HTMLDialogElement>('dialog[open]');
    const tree = () => dialog()?.querySelector<HTMLElement>('[role="tree"]') ?? null;
    const tableRows = () => Array.from(dialog()?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? []);
    const button = (text: string) =>
      Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
        (candidate) => candidate.textContent?.replace(/\s/g, '') === text,
      )!;
    const typeInto = (input: HTMLInputElement, text: string) => {
      // React follows the native value setter plus an input event, as from typing.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    let act: () => void;
    let done: () => boolean;
    switch (probe.kind) {
      case 'open':
        act = () => root.querySelector<HTMLButtonElement>('[part~="open-button"] button')!.click();
        // Interactive: nothing loading any more, the tree has its focusable row, and the user
        // table (if any) its first page.
        done = () =>
          Boolean(dialog()) &&
          !dialog()!.querySelector('[aria-busy="true"]') &&
          Boolean(tree()?.querySelector('[role="treeitem"][tabindex="0"]')) &&
          tableRows().length === probe.rows;
        break;
      case 'expand-all':
        act = () => button('展开全部').click();
        done = () => tree()?.scrollHeight === probe.rows * ROW_HEIGHT;
        break;
      case 'search-departs': {
        const input = dialog()!.querySelector<HTMLInputElement>('input[type="search"]')!;
        typeInto(input, probe.keyword);
        act = () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
        done = () => Boolean(tree()?.querySelector('mark')) && tree()?.scrollHeight === probe.rows * ROW_HEIGHT;
        break;
      }
      case 'search-users': {
        const form = dialog()!.querySelector<HTMLFormElement>('form[role="search"]')!;
        typeInto(form.querySelector('input')!, probe.prefix);
        act = () => form.requestSubmit();
        done = () =>
          tableRows().length === probe.rows &&
          tableRows().every((row) => row.cells[1]?.textContent?.startsWith(probe.prefix));
        break;
      }
      case 'expand-node': {
        const item = Array.from(tree()!.querySelectorAll<HTMLElement>('[role="treeitem"]')).find(
          (candidate) => candidate.textContent === probe.title,
        )!;
        act = () => item.querySelector<HTMLElement>('span')!.click();
        done = () =>
          Array.from(tree()?.querySelectorAll('[role="treeitem"]') ?? []).some(
            (candidate) => candidate.textContent === probe.childTitle,
          );
        break;
      }
      case 'choose-depart': {
        const item = Array.from(tree()!.querySelectorAll<HTMLElement>('[role="treeitem"]')).find(
          (candidate) => candidate.textContent === probe.title,
        )!;
        act = () => item.click();
        done = () =>
          tableRows().length > 0 &&
          tableRows().every((row) => row.cells[row.cells.length - 1]?.textContent?.includes(probe.departText));
        break;
      }
      case 'cancel':
        act = () => button('取消').click();
        done = () => !dialog();
        break;
    }
    const started = performance.now();
    act();
    const deadline = started + 60_000;
    while (!done()) {
      if (performance.now() > deadline) throw new Error(`${probe.kind} did not finish in 60 s`);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return { ms: performance.now() - started, treeItems: tree()?.querySelectorAll('[role="treeitem"]').length ?? 0 };
  }, step);
}
