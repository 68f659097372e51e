import '../../core/i18n/catalogues/editors';
import type { MessageKey } from '../../core/i18n';

/** The toolbar's groups, in Quill's toolbar format. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['blockquote', 'code-block'],
  ['link', 'image'],
  ['clean'],
];

/**
 * The tooltip of each toolbar control, by the selector Quill's snow theme gives it; Quill has
 * no interface language, so these make the toolbar speak the catalogue's (zh-CN).
 */
export const TOOLBAR_TOOLTIPS: readonly { selector: string; label: MessageKey }[] = [
  { selector: '.ql-header', label: 'editors.richText.header' },
  { selector: '.ql-bold', label: 'editors.richText.bold' },
  { selector: '.ql-italic', label: 'editors.richText.italic' },
  { selector: '.ql-underline', label: 'editors.richText.underline' },
  { selector: '.ql-strike', label: 'editors.richText.strike' },
  { selector: '.ql-color', label: 'editors.richText.color' },
  { selector: '.ql-background', label: 'editors.richText.background' },
  { selector: '.ql-list[value="ordered"]', label: 'editors.richText.ordered' },
  { selector: '.ql-list[value="bullet"]', label: 'editors.richText.bullet' },
  { selector: '.ql-align', label: 'editors.richText.align' },
  { selector: '.ql-blockquote', label: 'editors.richText.blockquote' },
  { selector: '.ql-code-block', label: 'editors.richText.codeBlock' },
  { selector: '.ql-link', label: 'editors.richText.link' },
  { selector: '.ql-image', label: 'editors.richText.image' },
  { selector: '.ql-clean', label: 'editors.richText.clean' },
];
