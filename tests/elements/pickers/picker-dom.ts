// Drives the pickers through their public DOM: attributes, properties, events, keyboard, mouse.
import { sendMouse, waitFor } from '../harness';

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
}

/** Puts `markup` in the page and waits until the element `tag` in it has rendered its field. */
export async function place<E extends HTMLElement>(
  markup: string,
  tag: string,
): Promise<{ root: HTMLElement; picker: E }> {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  places.push(root);
  const picker = root.querySelector<E>(tag)!;
  await waitFor(
    () => Boolean(picker.shadowRoot?.querySelector('[part~="text"], [part~="control"]')),
    3000,
    `<${tag}> rendered`,
  );
  return { root, picker };
}

export function inside<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

export function all<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return Array.from(host.shadowRoot!.querySelectorAll<T>(selector));
}

export const shownText = (host: Element) => inside<HTMLInputElement>(host, '[part~="text"]').value;

/** A real mouse click in the middle of `element`. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

export function button(host: Element, text: string): HTMLButtonElement {
  const found = all<HTMLButtonElement>(host, 'button').find(
    (candidate) => candidate.textContent?.replace(/\s/g, '') === text && candidate.getClientRects().length > 0,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

export const openDialog = (host: Element) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');

/** The table row whose cells include `text`. */
export function row(host: Element, text: string): HTMLTableRowElement {
  const found = all<HTMLTableRowElement>(host, 'tbody tr').find((candidate) =>
    Array.from(candidate.cells).some((cell) => cell.textContent === text),
  );
  if (!found) throw new Error(`no row ${text}`);
  return found;
}

/** The tree node titled `title`. */
export function treeNode(host: Element, title: string): HTMLElement {
  const found = all(host, '[role="treeitem"]').find((item) => item.textContent?.includes(title));
  if (!found) throw new Error(`no tree node ${title}`);
  return found;
}

/** Collects the `farm-change` details the element fires. */
export function recordChanges<Detail>(host: Element): Detail[] {
  const details: Detail[] = [];
  host.addEventListener('farm-change', (event) => details.push((event as CustomEvent<Detail>).detail));
  return details;
}
