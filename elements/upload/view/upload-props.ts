import type { UploadValue, UploadValueMode } from '../model';

export type UploadKind = 'file' | 'image';

export interface UploadChange {
  value: UploadValue;
  previousValue: UploadValue;
}

export interface UploadProgress {
  /** The file's name as chosen. */
  name: string;
  /** 0 to 100. */
  percent: number;
}

export interface UploadFieldProps {
  /** url mode: relative paths joined by commas; object mode: `[{ fileName, filePath, fileSize }]`. */
  value?: UploadValue;
  /** Called when the value changes by user action: every item done, or one removed. */
  onChange?: (change: UploadChange) => void;
  /** Called as a file's bytes go out. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** 'file' (default) or 'image' (thumbnails, preview, moving, images only). */
  type?: UploadKind;
  /** The value's form: 'url' (default) or 'object'. */
  valueMode?: UploadValueMode;
  /** Most files kept, the newest winning; 0 (default) is unlimited. */
  number?: number;
  /** The upload button's text; default 点击上传, or 上传图片 for images. */
  text?: string;
  /** The storage folder the server puts files in (`biz`, default temp). */
  biz?: string;
  /** The upload URL; default `/sys/common/upload`. */
  action?: string;
  /** The answer field holding the stored path; default `message`. */
  responseName?: string;
  /** Offer download; default true. */
  allowDownload?: boolean;
  /** Offer delete; default true. */
  allowRemove?: boolean;
  disabled?: boolean;
  /** The file chooser's `accept`; images default to `image/*`. */
  accept?: string;
}
