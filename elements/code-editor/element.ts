import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { CodeEditor } from './view/code-editor';

/**
 * Code editor on CodeMirror 6: modes CSS, JavaScript, XML/HTML (`html`), Java, Objective-C,
 * Python, R, Shell, SQL, Swift, Vue and Markdown, each language loaded only when its mode is
 * chosen; tab size 2; a full-screen toggle (Escape leaves it). With a `code`, 保存到历史 keeps
 * the script in that code's history (the 16 most recent, in localStorage) and 历史记录 brings
 * one back. Form-associated: submits the text; `required` refuses an empty one.
 *
 * @summary Code editor with language modes and a saved-script history.
 * @csspart frame - The whole editor.
 * @csspart toolbar - The mode list and the buttons.
 * @csspart editor - The editing surface.
 * @cssprop --farm-color-border - The frame and toolbar lines.
 */
export const FarmCodeEditorElement = defineFarmElement('farm-code-editor', CodeEditor, {
  attributes: {
    value: 'string',
    /**
     * css, javascript, html, java, objective-c, python, r, shell, sql, swift, vue or markdown.
     * @default 'javascript'
     */
    mode: [
      'css',
      'javascript',
      'html',
      'java',
      'objective-c',
      'python',
      'r',
      'shell',
      'sql',
      'swift',
      'vue',
      'markdown',
    ],
    /** The key of the saved-script history. */
    code: 'string',
    /** Height in pixels (default 300). */
    height: 'number',
    readOnly: 'boolean',
    disabled: 'boolean',
    required: 'boolean',
    hideModes: 'boolean',
  },
  events: {
    /** The text changed; detail `{ value }`. */
    onChange: { type: 'farm-change', alsoFire: ['input'] },
    /** Another mode was chosen in the list; detail `{ mode }`. */
    onModeChange: 'farm-mode-change',
    /** The script was saved to the history; detail `{ value, history }`. */
    onSave: 'farm-save',
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmCodeEditorElement = InstanceType<typeof FarmCodeEditorElement>;

/** The element's events by type: `FarmCodeEditorEvents['<type>']` is the event object its listeners get. */
export type FarmCodeEditorEvents = FarmElementEventMap<typeof FarmCodeEditorElement>;

// The detail types of its events, for hosts that name them.
export type { ScriptHistoryEntry } from './model/script-history';

declare global {
  interface HTMLElementTagNameMap {
    'farm-code-editor': FarmCodeEditorElement;
  }
}
