import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { UploadControl } from './view/upload-control';

/**
 * A file upload field: a button, the list of files with their progress, download, delete,
 * a more-operations menu and, for a PDF, 预览 in the browser's viewer (the server's
 * `/sys/common/pdf/pdfPreviewIframe` page, no token in its address). Each file goes to `/sys/common/upload` (`file`, `biz`); the value is
 * the stored relative paths joined by commas (`value-mode="url"`) or
 * `[{ fileName, filePath, fileSize }]` (`value-mode="object"`, property or JSON). Form-associated:
 * the value is submitted under `name` (the object list as JSON), `required` needs a file.
 *
 * @summary File upload with progress, download and delete.
 * @csspart button - The upload button.
 * @csspart list - The list of files.
 * @csspart item - One file.
 * @csspart progress - The progress bar of a file being uploaded.
 * @cssprop --farm-color-primary - Links and progress.
 */
export const FarmUploadElement = defineFarmElement('farm-upload', UploadControl, {
  attributes: {
    /** url mode's value: relative paths joined by commas (object mode: the JSON list). */
    value: 'string',
    name: 'string',
    disabled: 'boolean',
    required: 'boolean',
    /**
     * `file` (default) or `image`.
     * @default 'file'
     */
    type: ['file', 'image'],
    /**
     * `url` (default): comma-separated paths; `object`: `[{ fileName, filePath, fileSize }]`.
     * @default 'url'
     */
    valueMode: ['url', 'object'],
    /**
     * Most files kept, the newest winning; 0 (default) unlimited.
     * @default 0
     */
    number: 'number',
    /** The button's text. */
    text: 'string',
    /** The storage folder on the server (default temp). */
    biz: 'string',
    /**
     * The upload URL (default `/sys/common/upload`).
     * @default '/sys/common/upload'
     */
    action: 'string',
    /**
     * The answer field holding the stored path (default `message`).
     * @default 'message'
     */
    responseName: 'string',
    /**
     * Offers download (default). `no-download` hides it; `allow-download="false"`, the
     * JeecgBoot-compatible spelling, still does too.
     * @default true
     */
    allowDownload: { offBy: 'noDownload' },
    /**
     * Offers delete (default). `no-remove` hides it; `allow-remove="false"`, the
     * JeecgBoot-compatible spelling, still does too.
     * @default true
     */
    allowRemove: { offBy: 'noRemove' },
    accept: 'string',
  },
  events: {
    /** Every file is done, or one was removed; detail `{ value, previousValue }`. */
    onChange: { type: 'farm-change', alsoFire: ['change', 'input'] },
    /** A file's bytes are going out; detail `{ name, percent }`. */
    onUploadProgress: 'farm-upload-progress',
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmUploadElement = InstanceType<typeof FarmUploadElement>;

/** The element's events by type: `FarmUploadEvents['<type>']` is the event object its listeners get. */
export type FarmUploadEvents = FarmElementEventMap<typeof FarmUploadElement>;

// The detail types of its events, for hosts that name them.
export type { UploadChange, UploadProgress } from './view/upload-props';

declare global {
  interface HTMLElementTagNameMap {
    'farm-upload': FarmUploadElement;
  }
}
