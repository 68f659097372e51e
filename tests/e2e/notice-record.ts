import { expect, type Page } from '@playwright/test';

/**
 * The console's messages close themselves after 3 seconds and its notifications after 4.5
 * (notice-model.ts). A check that looks for one on screen races that timer: on a loaded machine
 * more than that can pass between the notice appearing and the check's first look. Instead every
 * test page records each notice as it is added to the document (the `page` fixture, farm-test.ts),
 * and the checks read the record, which no timer empties.
 */

declare global {
  interface Window {
    /** The text of each notice added to the document since it loaded, oldest first. */
    __farmNotices?: string[];
  }
}

/** Runs in the page before its own scripts; serialised by Playwright, so it names nothing outside. */
function recordNotices(): void {
  const noticeSelector = '[role="status"], [role="alert"]';
  const seen: string[] = [];
  Object.defineProperty(window, '__farmNotices', { value: seen });
  const noticesIn = (node: Node): Element[] =>
    node instanceof Element
      ? [...(node.matches(noticeSelector) ? [node] : []), ...node.querySelectorAll(noticeSelector)]
      : [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) for (const notice of noticesIn(node)) seen.push(notice.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}

/** Has `page` record the notices of every document it loads from now on. */
export async function startNoticeRecord(page: Page): Promise<void> {
  await page.addInitScript(recordNotices);
}

/**
 * Waits until the page has shown a notice containing `text` (or matching it), on screen or already
 * closed, and takes it off the record: a second check of the same text needs a second notice. A
 * notification's text is its title followed by its message.
 */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  const wanted = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  try {
    await expect.poll(() => page.evaluate(takeNotice, wanted)).toBe(true);
  } catch (error) {
    const shown = await page.evaluate(() => window.__farmNotices ?? []).catch(() => []);
    throw new Error(`No notice said “${text}”; the page's notices: ${JSON.stringify(shown)}`, { cause: error });
  }
}

function takeNotice(wanted: { text: string } | { source: string; flags: string }): boolean {
  const matches =
    'text' in wanted
      ? (notice: string) => notice.includes(wanted.text)
      : (notice: string) => new RegExp(wanted.source, wanted.flags).test(notice);
  const record = window.__farmNotices ?? [];
  const index = record.findIndex(matches);
  if (index >= 0) record.splice(index, 1);
  return index >= 0;
}
