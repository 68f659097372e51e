// Drives <farm-list> through its public DOM only: attributes, properties, events, mouse and keyboard.
import '../../../elements/list/element';
import type { FarmListElement } from '../../../elements/list/element';
import type { ListElementColumn } from '../../../elements/list';
import { sendMouse, setViewport, waitFor } from '../harness';

export const COLUMNS: ListElementColumn[] = [
  { key: 'name', title: '名称', sortable: true, query: true },
  { key: 'status', title: '状态', dictCode: 'machine_status', query: true },
  { key: 'createTime', title: '创建时间', sortable: true },
  {
    key: 'actions',
    title: '操作',
    actions: [
      { key: 'detail', label: '详情' },
      { key: 'edit', label: '编辑' },
      { key: 'delete', label: '删除', danger: true },
    ],
  },
];

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
}

const BASE =
  'list-url="/machine/list" delete-url="/machine/delete" delete-batch-url="/machine/deleteBatch" caption="机器"';

/** A `<farm-list>` written as static markup with its columns as JSON, and its first page shown. */
export async function placeList(
  attributes = '',
  {
    columns = COLUMNS,
    waitForRows = true,
    before,
  }: { columns?: readonly ListElementColumn[]; waitForRows?: boolean; before?: (list: FarmListElement) => void } = {},
): Promise<FarmListElement> {
  await setViewport({ width: 1280, height: 900 });
  const place = document.createElement('div');
  const json = JSON.stringify(columns).replace(/'/g, '&#39;');
  place.innerHTML = `<farm-list ${BASE} ${attributes} columns='${json}'></farm-list>`;
  const list = place.querySelector('farm-list')!;
  before?.(list);
  document.body.append(place);
  places.push(place);
  if (waitForRows) await waitForPage(list);
  return list;
}

export const inside = (list: Element) => list.shadowRoot!;

export function all<T extends Element = HTMLElement>(list: Element, selector: string): T[] {
  return Array.from(inside(list).querySelectorAll<T>(selector));
}

export const bodyRows = (list: Element) =>
  all(list, 'tbody tr').filter((row) => row.querySelector('td[data-part="check"]'));
/** The text of each shown row's first data cell. */
export const shownNames = (list: Element) =>
  bodyRows(list).map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
export const totalText = (list: Element) => inside(list).querySelector('nav li')?.textContent ?? '';

export async function waitForPage(list: Element, what = 'the page'): Promise<void> {
  await waitFor(() => bodyRows(list).length > 0 && !inside(list).querySelector('[aria-busy="true"]'), 5000, what);
}

/** The visible button named `name` (its aria-label, else its text); the topmost when several. */
export function button(list: Element, name: string): HTMLButtonElement {
  const found = all<HTMLButtonElement>(list, 'button').filter(
    (candidate) =>
      (candidate.getAttribute('aria-label') ?? candidate.textContent?.replace(/\s/g, '')) === name &&
      candidate.getClientRects().length > 0,
  );
  if (!found.length) throw new Error(`no button ${name}`);
  return found[found.length - 1];
}

export const hasButton = (list: Element, name: string) =>
  all<HTMLButtonElement>(list, 'button').some(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.replace(/\s/g, '')) === name,
  );

export function checkbox(list: Element, name: string): HTMLInputElement {
  const found = all<HTMLInputElement>(list, 'input[type="checkbox"]').find(
    (box) => box.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no check box ${name}`);
  return found;
}

/** Clicks the middle of `element` with the mouse, as a user does. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** The query-bar field labelled `label`. */
export function field(list: Element, label: string): HTMLInputElement {
  const found = all<HTMLLabelElement>(list, 'form[role="search"] label').find(
    (candidate) => candidate.firstChild?.textContent?.trim() === label,
  );
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no query field ${label}`);
  return input;
}

export const notices = (list: Element) =>
  all(list, '[role="status"], [role="alert"]').map((node) => node.textContent ?? '');

export const openDialog = (list: Element) => all<HTMLDialogElement>(list, 'dialog[open]').at(-1) ?? null;

/** Presses the open dialog's button named `name` (the confirmation's 确定, say). */
export async function answerDialog(list: Element, name: string): Promise<void> {
  await waitFor(
    () =>
      Boolean(
        openDialog(list) &&
          Array.from(openDialog(list)!.querySelectorAll('button')).some((b) => b.textContent?.trim() === name),
      ),
    3000,
    `the dialog's ${name}`,
  );
  const found = Array.from(openDialog(list)!.querySelectorAll('button')).find(
    (candidate) => candidate.textContent?.trim() === name,
  )!;
  await click(found);
}

/** Every event of `type` the list fires, by its detail. */
export function recordEvents<Detail>(target: EventTarget, type: string): Detail[] {
  const heard: Detail[] = [];
  target.addEventListener(type, (event) => heard.push((event as CustomEvent<Detail>).detail));
  return heard;
}
