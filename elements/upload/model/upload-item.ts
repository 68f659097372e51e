/** Where one file of the list stands (widgets spec 4: uploading, done, error, removed). */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** One file of an upload field, as the spec's "uploaded file value" describes it. */
export interface UploadItem {
  /** Stable key of the item inside the list. */
  uid: string;
  name: string;
  status: UploadStatus;
  /** Upload progress, 0 to 100. */
  percent: number;
  /** The stored relative path (`<biz>/<name>_<millis>.<ext>`), once done. */
  path: string;
  size: number;
  /** Why it failed. */
  message?: string;
}

/** Object mode's value entry. */
export interface UploadedFile {
  fileName: string;
  filePath: string;
  fileSize: number;
}

/** url mode: relative paths joined by commas; object mode: a list of UploadedFile. */
export type UploadValue = string | readonly UploadedFile[];

export type UploadValueMode = 'url' | 'object';

let counter = 0;
/** A key unique within the page. */
export function nextUid(): string {
  counter += 1;
  return `farm-upload-${counter}`;
}
