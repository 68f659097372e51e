// Drives <farm-cron> through its public DOM: attributes, properties, events, keyboard, mouse.
import '../../../elements/cron/element';
import type { FarmCronElement } from '../../../elements/cron/element';
import { sendKeys, sendMouse, waitFor } from '../harness';

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
}

/** Puts `markup` in the page and waits until its first <farm-cron> has rendered. */
export async function place(markup: string): Promise<{ root: HTMLElement; cron: FarmCronElement }> {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  places.push(root);
  const cron = root.querySelector('farm-cron')!;
  await waitFor(() => Boolean(cron.shadowRoot?.querySelector('[part~="input"]')), 3000, '<farm-cron> rendered');
  return { root, cron };
}

export function inside<T extends Element = HTMLElement>(cron: Element, selector: string): T {
  const found = cron.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector} inside <farm-cron>`);
  return found;
}

export function all<T extends Element = HTMLElement>(cron: Element, selector: string): T[] {
  return Array.from(cron.shadowRoot!.querySelectorAll<T>(selector));
}

/** The expression box (the outer one in modal mode, the editor's own inline). */
export const expressionBox = (cron: Element) => inside<HTMLInputElement>(cron, '[part~="input"]');

export function focusedInside(cron: Element): Element | null {
  return cron.shadowRoot!.activeElement;
}

/** The editor's tab for `label` (秒 分 时 日 月 周 年) within `scope`. */
export function tab(scope: ParentNode, label: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll<HTMLButtonElement>('[role="tab"]')).find(
    (button) => button.textContent === label,
  );
  if (!found) throw new Error(`no tab ${label}`);
  return found;
}

/** The visible tab panel within `scope`. */
export function activePanel(scope: ParentNode): HTMLElement {
  const found = Array.from(scope.querySelectorAll<HTMLElement>('[role="tabpanel"]')).find((panel) => !panel.hidden);
  if (!found) throw new Error('no visible tab panel');
  return found;
}

/** The radio of a panel's choice, found by the words that start its label (每秒, 区间, 本月第, ...). */
export function choice(panel: ParentNode, name: string): HTMLInputElement {
  const radios = Array.from(panel.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  const found = radios.find((radio) => radio.parentElement?.textContent?.startsWith(name));
  if (!found) throw new Error(`no choice ${name}`);
  return found;
}

export function labelled<T extends Element = HTMLInputElement>(scope: ParentNode, label: string): T {
  const found = scope.querySelector<T>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled ${label}`);
  return found;
}

/** A weekday select's button: its name is the label followed by the weekday it shows ("区间结束 周五"). */
export function weekdayButton(scope: ParentNode, label: string): HTMLButtonElement {
  const found = scope.querySelector<HTMLButtonElement>(`button[aria-label^="${label} "]`);
  if (!found) throw new Error(`no weekday select ${label}`);
  return found;
}

/** Whether the focus is on a list box's own button: the deferred select's list box has arrived and has it. */
export function listboxButtonFocused(cron: HTMLElement): boolean {
  return focusedInside(cron)?.hasAttribute('data-headlessui-state') === true;
}

/** The check box of a value in the specify list. */
export function valueBox(panel: ParentNode, text: string): HTMLInputElement {
  const found = Array.from(panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
    (box) => box.parentElement?.textContent === text,
  );
  if (!found) throw new Error(`no value ${text}`);
  return found;
}

export function previewLines(scope: ParentNode): string[] {
  return Array.from(scope.querySelectorAll('[part~="preview"] li')).map((item) => item.textContent ?? '');
}

export function previewText(scope: ParentNode): string {
  return scope.querySelector('[part~="preview"]')?.textContent ?? '';
}

/** A real click at the centre of `element`, scrolled into view first. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)],
  });
}

/** Records the events the element fires, in order. */
export function recordEvents(
  cron: Element,
  types = ['farm-change', 'change', 'input'],
): { type: string; detail?: unknown }[] {
  const seen: { type: string; detail?: unknown }[] = [];
  for (const type of types) {
    cron.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }
  return seen;
}

/** Replaces the text of a focused box the way a user does: select all, type. */
export async function retype(box: HTMLInputElement, text: string): Promise<void> {
  box.focus();
  await sendKeys({ press: 'Control+a' });
  await sendKeys({ type: text });
}

/** An inline <farm-cron> showing the panel of `tabLabel`. */
export async function panelOf(
  markup: string,
  tabLabel: string,
): Promise<{ cron: FarmCronElement; panel: () => HTMLElement }> {
  const { cron } = await place(markup);
  await click(tab(cron.shadowRoot!, tabLabel));
  return { cron, panel: () => activePanel(cron.shadowRoot!) };
}

export async function expressionIs(cron: Element, text: string): Promise<void> {
  await waitFor(
    () => expressionBox(cron).value === text,
    3000,
    `the expression "${text}" (it is "${expressionBox(cron).value}")`,
  );
}

/**
 * Asserts node identity without chai: its failure message for two DOM nodes would print them
 * whole, React internals included, which can take the browser down instead of failing the test.
 */
export function expectSameNode(actual: unknown, expected: Node | null | undefined, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected the same node`);
}
