import type { Envelope } from './envelope';
import type { HttpTransport, RequestOptions } from './http-client';

export type UploadFields = Record<
  string,
  string | number | boolean | Blob | readonly (string | Blob)[] | null | undefined
>;

export interface UploadOptions extends RequestOptions {
  /** Upload progress in whole percent, 0 to 100. */
  onProgress?: (percent: number) => void;
}

function toFormData(fields: UploadFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

/** Multipart POST (`file`, `biz`, `files[]`…); the browser sets the multipart boundary. */
export function uploadAction<T = unknown>(
  client: HttpTransport,
  url: string,
  data: FormData | UploadFields,
  { onProgress, ...options }: UploadOptions = {},
) {
  return client.send<Envelope<T>>({
    ...options,
    url,
    method: 'post',
    data: data instanceof FormData ? data : toFormData(data),
    onUploadProgress: onProgress
      ? (event) => {
          if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
        }
      : options.onUploadProgress,
  });
}
