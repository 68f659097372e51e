// Drives <farm-import> through its public DOM, with an import endpoint the test answers by hand.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import '../../../elements/import/element';
import type { FarmImportElement } from '../../../elements/import/element';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { waitFor } from '../harness';

export interface PendingImport {
  request: InternalAxiosRequestConfig;
  form: FormData;
  progress(loaded: number, total: number): void;
  answer(body: unknown): void;
  failNetwork(): void;
}

const places: HTMLElement[] = [];

export function removePlaces(): void {
  for (const place of places.splice(0)) place.remove();
  resetHttpConfig();
}

export function heldImports(): PendingImport[] {
  const pending: PendingImport[] = [];
  const adapter: AxiosAdapter = (request) =>
    new Promise((resolve, reject) => {
      pending.push({
        request,
        form: request.data as FormData,
        progress: (loaded, total) => request.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true } as never),
        answer: (body) => resolve({ status: 200, statusText: 'OK', data: body, headers: new AxiosHeaders(), config: request }),
        failNetwork: () => reject(new AxiosError('Network Error', 'ERR_NETWORK', request)),
      });
    });
  configureHttp({ adapter, getToken: () => 'token', getTenantId: () => null });
  return pending;
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
  const found = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find((entry) => entry.textContent?.trim() === label);
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

export const workbook = (name: string) => new File([new Uint8Array([80, 75, 3, 4])], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

export function recordEvents(target: EventTarget, types: string[]): { type: string; detail: unknown }[] {
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of types) target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  return heard;
}
