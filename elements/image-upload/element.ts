import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { ImageUploadControl } from '../upload';

/**
 * An image upload field: only files whose type contains `image` are sent (else 请上传图片),
 * shown as thumbnails with preview, delete and moving left or right; the value keeps the stored
 * relative paths in the shown order. Otherwise as `<farm-upload>`.
 *
 * @summary Image upload with thumbnails, preview and ordering.
 * @csspart button - The upload button (default text 上传图片).
 * @csspart list - The thumbnails.
 * @csspart item - One image.
 * @csspart progress - The progress bar of an image being uploaded.
 * @cssprop --farm-color-primary - Links and progress.
 */
export const FarmImageUploadElement = defineFarmElement('farm-image-upload', ImageUploadControl, {
  attributes: {
    /** url mode's value: relative paths joined by commas (object mode: the JSON list). */
    value: 'string',
    name: 'string',
    disabled: 'boolean',
    required: 'boolean',
    /**
     * `url` (default) or `object`.
     * @default 'url'
     */
    valueMode: ['url', 'object'],
    /**
     * Most images kept, the newest winning; 0 (default) unlimited.
     * @default 0
     */
    number: 'number',
    /** The button's text (default 上传图片). */
    text: 'string',
    biz: 'string',
    /**
     * @default '/sys/common/upload'
     */
    action: 'string',
    /**
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
    /**
     * @default 'image/*'
     */
    accept: 'string',
  },
  events: {
    /** Every image is done, one was removed or moved; detail `{ value, previousValue }`. */
    onChange: { type: 'farm-change', alsoFire: ['change', 'input'] },
    /** An image's bytes are going out; detail `{ name, percent }`. */
    onUploadProgress: 'farm-upload-progress',
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmImageUploadElement = InstanceType<typeof FarmImageUploadElement>;

/** The element's events by type: `FarmImageUploadEvents['<type>']` is the event object its listeners get. */
export type FarmImageUploadEvents = FarmElementEventMap<typeof FarmImageUploadElement>;

// The detail types of its events, for hosts that name them.
export type { UploadChange, UploadProgress } from '../upload';

declare global {
  interface HTMLElementTagNameMap {
    'farm-image-upload': FarmImageUploadElement;
  }
}
