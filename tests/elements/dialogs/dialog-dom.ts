// Drives the dialog elements through their public DOM only: attributes, properties, events,
// mouse and keyboard. The calls (FarmElements.prompt(), farm-elements/dialogs) put their element
// on the page themselves; these helpers find it there.
import { sendMouse, setViewport, waitFor } from '../harness';

const places: Element[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
  // Whatever a call left open (a test that failed half way).
  for (const left of document.querySelectorAll('farm-prompt, farm-detail')) left.remove();
}

/** Writes `markup` into the page as static HTML and hands back its first element. */
export async function place<T extends Element>(markup: string): Promise<T> {
  await setViewport({ width: 1280, height: 900 });
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  places.push(holder);
  return holder.firstElementChild as T;
}

export const openDialog = (host: Element | null) =>
  host?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

export async function waitForDialog(host: () => Element | null, what = 'the dialog'): Promise<HTMLDialogElement> {
  await waitFor(() => openDialog(host()) !== null, 5000, what);
  return openDialog(host())!;
}

/** The dialog's visible button showing `text` (the topmost dialog's when several). */
export function dialogButton(host: Element, text: string): HTMLButtonElement {
  const dialogs = Array.from(host.shadowRoot!.querySelectorAll('dialog[open]'));
  const found = dialogs
    .flatMap((dialog) => Array.from(dialog.querySelectorAll('button')))
    .filter((button) => button.textContent?.trim() === text);
  if (!found.length) throw new Error(`no button ${text}`);
  return found[found.length - 1];
}

export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

export const alerts = (host: Element) =>
  Array.from(host.shadowRoot!.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent ?? '');

/** The element focused, looking into shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function recordEvents<Detail>(target: EventTarget, type: string): Detail[] {
  const heard: Detail[] = [];
  target.addEventListener(type, (event) => heard.push((event as CustomEvent<Detail>).detail));
  return heard;
}
