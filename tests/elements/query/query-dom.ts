// Drives <farm-query> through its public DOM: attributes, the fields property, events, mouse, keyboard.
import '../../../elements/query/element';
import type { FarmQueryElement } from '../../../elements/query/element';
import type { QueryField } from '../../../elements/query';
import { sendMouse, setViewport, waitFor } from '../harness';

export const SAVE_CODE = 'element-test';
export const SAVED_KEY = `saved-query_${SAVE_CODE}`;

export const FIELDS: QueryField[] = [
  { field: 'farmerName', title: '农户姓名', type: 'text' },
  { field: 'workArea', title: '作业面积', type: 'number', dbType: 'double' },
  { field: 'orderDate', title: '预约日期', type: 'date' },
  { field: 'finishTime', title: '完工时间', type: 'datetime' },
  { field: 'sex', title: '性别', type: 'dict', dictCode: 'sex' },
  {
    field: 'status',
    title: '状态',
    type: 'dict',
    options: [
      { value: '1', text: '已预约' },
      { value: '4', text: '已完工' },
    ],
  },
  { field: 'paid', title: '已支付', type: 'switch', extendOption: ['1', '0'] },
];

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
  localStorage.removeItem(SAVED_KEY);
}

/** A form holding a `<farm-query>` with the test fields, rendered. */
export async function placeQuery(
  attributes = `save-code="${SAVE_CODE}"`,
): Promise<{ form: HTMLFormElement; query: FarmQueryElement }> {
  // Wide enough for the 1000 px modal.
  await setViewport({ width: 1280, height: 900 });
  const root = document.createElement('div');
  root.innerHTML = `<form><farm-query ${attributes}></farm-query></form>`;
  document.body.append(root);
  places.push(root);
  const query = root.querySelector('farm-query')!;
  query.fields = FIELDS;
  await waitFor(() => Boolean(query.shadowRoot?.querySelector('button')), 3000, '<farm-query> rendered');
  return { form: root.querySelector('form')!, query };
}

export function all<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return Array.from(host.shadowRoot!.querySelectorAll<T>(selector));
}

/** The element whose accessible name is `label` (a select's name goes on with the text it shows). */
export function labelled<T extends Element = HTMLElement>(host: Element, label: string): T {
  const found = host.shadowRoot!.querySelector<T>(`[aria-label="${label}"], [aria-label^="${label}："]`);
  if (!found) throw new Error(`nothing labelled ${label}`);
  return found;
}

/** The visible button showing `text` (the topmost dialog's when several show it). */
export function button(host: Element, text: string): HTMLButtonElement {
  const found = all<HTMLButtonElement>(host, 'button').filter(
    (candidate) => candidate.textContent?.replace(/\s/g, '') === text && candidate.getClientRects().length > 0,
  );
  if (!found.length) throw new Error(`no button ${text}`);
  return found[found.length - 1];
}

export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

export const openDialogs = (host: Element) => all<HTMLDialogElement>(host, 'dialog[open]');
export const builder = (host: Element) =>
  openDialogs(host).find((dialog) => dialog.textContent?.includes('高级查询构造器'));
export const shadowText = (host: Element) => host.shadowRoot!.textContent ?? '';
export const alerts = (host: Element) => all(host, '[role="alert"]').map((alert) => alert.textContent ?? '');

export async function openBuilder(query: FarmQueryElement): Promise<void> {
  await click(button(query, '高级查询'));
  await waitFor(() => Boolean(builder(query)), 3000, 'the builder');
}

/** Picks `text` in the drop-down labelled `label`. */
export async function choose(query: FarmQueryElement, label: string, text: string): Promise<void> {
  await click(labelled(query, label));
  const option = () => all(query, '[role="option"]').find((candidate) => candidate.textContent === text);
  await waitFor(() => Boolean(option()), 3000, `option ${text}`);
  await click(option()!);
  await waitFor(() => !all(query, '[role="option"]').length, 3000, 'the list to close');
}

/** The value editor of condition `n`: the group holding it. */
export const valueCell = (query: FarmQueryElement, n: number) => labelled(query, `第${n}个条件的值`);

/** The native input of condition `n`'s value editor. */
export function valueInput(query: FarmQueryElement, n: number): HTMLInputElement {
  const input = valueCell(query, n).querySelector<HTMLInputElement>('input');
  if (!input) throw new Error(`no input in condition ${n}`);
  return input;
}

/** Types into an input as a user would (React hears the input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function typeValue(query: FarmQueryElement, n: number, value: string): void {
  typeInto(valueInput(query, n), value);
}

/** The label (radio, check box) showing `text`. */
export function labelText(host: Element, text: string): HTMLLabelElement {
  const found = all<HTMLLabelElement>(host, 'label').find((label) => label.textContent?.trim() === text);
  if (!found) throw new Error(`no label ${text}`);
  return found;
}

export async function addCondition(query: FarmQueryElement, field: string, rule: string, value: string): Promise<void> {
  const rows = all(query, '[data-condition]');
  const last = rows.length;
  const lastFieldText = labelled(query, `第${last}个条件的字段`).textContent ?? '';
  let n = last;
  if (!lastFieldText.includes('选择查询字段')) {
    await waitFor(() => !all(query, '[role="option"]').length, 3000, 'open lists to close');
    await click(all<HTMLButtonElement>(query, '[aria-label="增加条件"]')[last - 1]);
    n = last + 1;
    await waitFor(() => all(query, '[data-condition]').length === n, 3000, 'a new row');
  }
  await choose(query, `第${n}个条件的字段`, field);
  if (rule !== '等于') await choose(query, `第${n}个条件的匹配规则`, rule);
  if (value !== '') typeValue(query, n, value);
}

export function recordEvents(target: EventTarget, type: string): unknown[] {
  const heard: unknown[] = [];
  target.addEventListener(type, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}
