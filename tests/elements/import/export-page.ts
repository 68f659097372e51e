// The export call's surroundings in a test page: a server answering the export URL in memory
// (the real client, adapter, notifier and saveBlobAsFile all run), the downloads the browser was
// asked for (stopped before the browser saves them), and the notices shown on the page.
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { PAGE_NOTICES_ATTRIBUTE } from '../../../elements/import/export/page-notices';
import { fakeBackend, type Answer } from '../../unit/core/http/fake-backend';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const workbook = (): Answer => ({ data: new Blob([new Uint8Array([80, 75, 3, 4])], { type: XLSX }) });

export interface Download {
  fileName: string;
  href: string;
  /** The saved blob's bytes, read before the link's URL is revoked. */
  bytes: Promise<number[]>;
}

export interface ExportPage {
  requests: ReturnType<typeof fakeBackend>['requests'];
  downloads: Download[];
  /** Stops recording downloads and forgets the HTTP settings. */
  close(): void;
}

/** Answers every request with `answer`; downloads are recorded instead of saved. */
export function exportPage(answer: () => Answer): ExportPage {
  const backend = fakeBackend(answer);
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null });
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  // saveBlobAsFile clicks a download link: recorded here, and prevented, so Chromium saves nothing.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (!link?.hasAttribute('download')) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    downloads.push({
      fileName: link.download,
      href: link.href,
      bytes: blob ? blob.arrayBuffer().then((buffer) => [...new Uint8Array(buffer)]) : Promise.resolve([]),
    });
  };
  document.addEventListener('click', onClick, true);
  return {
    requests: backend.requests,
    downloads,
    close() {
      document.removeEventListener('click', onClick, true);
      URL.createObjectURL = createObjectURL;
      resetHttpConfig();
    },
  };
}

/** The texts of the notices on the page with `role` (warnings and errors are alerts). */
export function pageNotices(role: 'alert' | 'status' = 'alert'): string[] {
  const root = document.querySelector(`[${PAGE_NOTICES_ATTRIBUTE}]`)?.shadowRoot;
  return [...(root?.querySelectorAll(`[role="${role}"]`) ?? [])].map((notice) => notice.textContent?.trim() ?? '');
}
