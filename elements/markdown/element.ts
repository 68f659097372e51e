import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { MarkdownEditor } from './view/markdown-editor';

/**
 * Markdown editor: the source beside a live preview rendered by marked and sanitised by
 * DOMPurify. 插入图片 inserts `![remark](address)` from a local file (uploaded through the
 * common upload call, biz `jeditor`) or a network address. Form-associated: submits the
 * Markdown text; `required` refuses an empty one; `form.reset()` restores the given value.
 *
 * @summary Markdown editor with live preview and image insertion.
 * @csspart frame - The whole editor.
 * @csspart toolbar - The buttons above the panes.
 * @csspart source - The Markdown text area.
 * @csspart preview - The rendered preview.
 * @cssprop --farm-color-border - The frame and pane lines.
 */
export const FarmMarkdownElement = defineFarmElement('farm-markdown', MarkdownEditor, {
  attributes: {
    value: 'string',
    /** Height in pixels (default 300). */
    height: 'number',
    placeholder: 'string',
    disabled: 'boolean',
    required: 'boolean',
    /**
     * Where local images are uploaded (default /sys/common/upload).
     * @default '/sys/common/upload'
     */
    uploadUrl: 'string',
  },
  events: {
    /** The text changed; detail `{ value }`. */
    onChange: { type: 'farm-change', alsoFire: ['input'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmMarkdownElement = InstanceType<typeof FarmMarkdownElement>;

/** The element's events by type: `FarmMarkdownEvents['<type>']` is the event object its listeners get. */
export type FarmMarkdownEvents = FarmElementEventMap<typeof FarmMarkdownElement>;

declare global {
  interface HTMLElementTagNameMap {
    'farm-markdown': FarmMarkdownElement;
  }
}
