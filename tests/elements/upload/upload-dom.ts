// Drives <farm-upload> / <farm-image-upload> through their public DOM, with an upload
// endpoint the test answers by hand (progress first, then the answer, or a failure).
import '../../../elements/upload/element';
import '../../../elements/image-upload/element';
import { resetHttpConfig } from '../../../elements/core/http';
import { holdMultipartRequests, type HeldRequest } from '../held-multipart';
import { sendKeys, waitFor } from '../harness';

export type PendingUpload = HeldRequest;

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
  resetHttpConfig();
}

/** Every upload request is held until the test answers it. */
export function heldUploads(): PendingUpload[] {
  return holdMultipartRequests();
}

export async function place<T extends HTMLElement>(
  markup: string,
  tag: string,
): Promise<{ root: HTMLElement; field: T }> {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  places.push(root);
  const field = root.querySelector(tag) as T;
  await waitFor(() => Boolean(field.shadowRoot?.querySelector('[part~="button"]')), 3000, `<${tag}> rendered`);
  return { root, field };
}

export function inside<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return Array.from(host.shadowRoot!.querySelectorAll<T>(selector));
}

/** Chooses files in the element's file input as the file dialog would. */
export function choose(host: Element, files: File[]): void {
  chooseIn(host.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!, files);
}

export function chooseIn(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const pngFile = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
export const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

export const items = (host: Element) => inside(host, '[part~="item"]');
export const shadowText = (host: Element) => host.shadowRoot!.textContent ?? '';

export function button(host: Element, label: string): HTMLButtonElement {
  const found = inside<HTMLButtonElement>(host, 'button').find((entry) => entry.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

export function recordEvents(target: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of types)
    target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  return heard;
}

export const ok = (path: string) => ({ success: true, message: path, code: 200, result: path, timestamp: 1 });

/** Opens an item's more-operations menu and picks `label`. */
export async function moreOperation(host: Element, item: Element, label: string): Promise<void> {
  item.querySelector<HTMLButtonElement>('[aria-label="更多操作"]')!.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => inside(host, '[role="menuitem"]').length > 0, 3000, 'the more-operations menu');
  const entries = inside(host, '[role="menuitem"]').map((candidate) => candidate.textContent?.trim());
  if (!entries.includes(label)) throw new Error(`no menu entry ${label}`);
  // The menu starts on its first entry; walk down to the one wanted.
  for (let index = 0; index < entries.indexOf(label); index += 1) await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
}
