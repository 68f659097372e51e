// Drives <farm-import> through its public DOM, with an import endpoint the test answers by hand.
import '../../../elements/import/element';
import type { FarmImportElement } from '../../../elements/import/element';
import { resetHttpConfig } from '../../../elements/core/http';
import { holdMultipartRequests, type HeldRequest } from '../held-multipart';
import { waitFor } from '../harness';

export type PendingImport = HeldRequest;

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
  resetHttpConfig();
}

export function heldImports(): PendingImport[] {
  return holdMultipartRequests();
}

export async function placeImport(attributes = 'url="/farm/machine/importExcel" open'): Promise<FarmImportElement> {
  const root = document.createElement('div');
  root.innerHTML = `<farm-import ${attributes}></farm-import>`;
  document.body.append(root);
  places.push(root);
  const element = root.querySelector('farm-import')!;
  await waitFor(() => Boolean(element.shadowRoot?.querySelector('dialog')), 3000, '<farm-import> rendered');
  return element;
}

export const dialogOpen = (host: Element) => Boolean(host.shadowRoot!.querySelector('dialog[open]'));
export const shadowText = (host: Element) => host.shadowRoot!.textContent ?? '';

export function button(host: Element, label: string): HTMLButtonElement {
  const found = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
    (entry) => entry.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

export function choose(host: Element, files: File[]): void {
  const input = host.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const workbook = (name: string) =>
  new File([new Uint8Array([80, 75, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

export function recordEvents(target: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of types)
    target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  return heard;
}
