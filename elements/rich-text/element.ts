import quillCss from 'quill/dist/quill.snow.css?inline';
import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { cleanRichText } from './model/rich-text-value';
import { RichTextEditor } from './view/rich-text-editor';

/**
 * Rich text editor on Quill 2 (snow theme), 300 px high by default and never under 200, with
 * a zh-CN toolbar. Images (toolbar, paste or drop) are uploaded through the common upload call
 * (biz `jeditor`) and inserted by address, never inlined as base64. The value is HTML passed
 * through DOMPurify on the way in and out. Form-associated: submits the HTML; `required`
 * refuses an empty editor; `form.reset()` restores the given value.
 *
 * @summary Rich text (HTML) editor with uploaded images.
 * @csspart frame - The toolbar, the editing area and the upload status.
 * @csspart editor - Quill's toolbar and container.
 * @cssprop --farm-color-border - The toolbar and container lines.
 */
export const FarmRichTextElement = defineFarmElement('farm-rich-text', RichTextEditor, {
  attributes: {
    value: 'string',
    /** Height in pixels (default 300, minimum 200). */
    height: 'number',
    placeholder: 'string',
    disabled: 'boolean',
    required: 'boolean',
    /**
     * Where images are uploaded (default /sys/common/upload).
     * @default '/sys/common/upload'
     */
    uploadUrl: 'string',
  },
  events: {
    /** The content changed; detail `{ value }` (sanitised HTML, '' when empty). */
    onChange: { type: 'farm-change', alsoFire: ['input'] },
  },
  // HTML the page gives is DOMPurify's before it is the value: what is shown, read and submitted agree.
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange', sanitize: cleanRichText } },
  styles: [quillCss],
});

export type FarmRichTextElement = InstanceType<typeof FarmRichTextElement>;

/** The element's events by type: `FarmRichTextEvents['<type>']` is the event object its listeners get. */
export type FarmRichTextEvents = FarmElementEventMap<typeof FarmRichTextElement>;

declare global {
  interface HTMLElementTagNameMap {
    'farm-rich-text': FarmRichTextElement;
  }
}
