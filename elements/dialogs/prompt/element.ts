import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { PromptControl } from '../view/prompt-control';

/**
 * The prompt modal (widgets spec 2.2 and 5.4): asks for one line of text and refuses 确定 while
 * a rule fails, with the rule's message under the field. `variant="save-name"` is the advanced
 * query's save-name prompt: an empty name says 保存名称不能为空 and a name in `existingNames`
 * asks 是否覆盖 first. Setting `open` shows it; 确定 fires `farm-confirm` with the text, 取消, the
 * X or Escape fire `farm-cancel`, and either clears `open`. `FarmElements.prompt()` and
 * `FarmElements.promptSaveName()` open one and resolve with the answer.
 *
 * @summary Prompt and save-name prompt modal.
 */
export const FarmPromptElement = defineFarmElement('farm-prompt', PromptControl, {
  attributes: {
    /** Shows the modal. */
    open: 'boolean',
    /** The title bar; default 请输入 (save-name: 请输入保存的名称). */
    heading: 'string',
    /** The field's accessible name (its visible label with `show-label`); default 内容 (save-name: 名称). */
    label: 'string',
    /** Shows the label above the field. */
    showLabel: 'boolean',
    /** The text the field starts with each time the modal opens. */
    value: 'string',
    placeholder: 'string',
    /**
     * The modal's width in pixels.
     * @default 400
     */
    width: 'number',
    /** An empty text is refused with `required-message` (default 请输入<label>). */
    required: 'boolean',
    requiredMessage: 'string',
    /** The whole text must match this expression, as `<input pattern>`; refused with `pattern-message` (default 格式不正确). */
    pattern: 'string',
    patternMessage: 'string',
    /**
     * `text` or `save-name`.
     * @default 'text'
     */
    variant: ['text', 'save-name'],
  },
  /** `rules`: the caller's `{ required, pattern, validator, message }` rules; `existingNames`: the names a save-name prompt asks before overwriting. */
  properties: ['rules', 'existingNames'],
  events: {
    /** 确定 with the text valid; detail `{ value }` (a save name trimmed). */
    onConfirm: 'farm-confirm',
    /** The user cancelled (取消, the X or Escape). */
    onCancel: 'farm-cancel',
  },
});

export type FarmPromptElement = InstanceType<typeof FarmPromptElement>;

/** The element's events by type: `FarmPromptEvents['<type>']` is the event object its listeners get. */
export type FarmPromptEvents = FarmElementEventMap<typeof FarmPromptElement>;

declare global {
  interface HTMLElementTagNameMap {
    'farm-prompt': FarmPromptElement;
  }
}
